import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { withDecimals } from './decimals.js';
import { email, spaced, text } from './text.js';

/**
 * Currencies the marketplace can charge in. All have two minor units, because money is stored in
 * integer cents and shown as cents / 100 (spec section 9); zero-decimal currencies such as JPY
 * would need a different formatter.
 */
export const currencies = [
  'USD', 'EUR', 'GBP', 'BRL', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK',
  'MXN', 'ZAR', 'INR', 'SGD', 'HKD', 'AED',
] as const;
export const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const socialNetworks = ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A profile address: a full https:// URL, or empty for "not on this network". */
export const socialLink = text(300)
  .refine((value) => value === '' || isHttpsUrl(value), 'Use a full https:// address, or leave it empty');

const socialLinks = z.object(Object.fromEntries(socialNetworks.map((network) => [network, socialLink])) as Record<SocialNetwork, typeof socialLink>);

export const siteSettingsFields = z.object({
  siteName: text(100, 'Enter the site name'),
  contactEmail: email,
  supportPhone: text(30)
    .regex(spaced(/^\+?[0-9][0-9 ().-]{5,28}$/, { optional: true }), 'Use digits, spaces and + ( ) . - only, for example +1 555 010 0200'),
  commissionPercent: withDecimals(
    z.number({ message: 'Enter a number between 0 and 100' }).min(0, 'Use a number between 0 and 100').max(100, 'Use a number between 0 and 100'),
    2,
    'Use at most two decimals',
  ),
  currency: z.enum(currencies, { message: `Use one of: ${currencies.join(', ')}` }),
  socialLinks: socialLinks.partial().strict(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: text(500),
  dateFormat: z.enum(dateFormats, { message: `Use one of: ${dateFormats.join(', ')}` }),
});

export const maintenanceMessageRequired = 'Enter the message visitors see while the site is in maintenance';

/** The one rule across fields: maintenance mode needs a message for visitors. */
export function settingsFieldErrors(settings: { maintenanceMode: boolean; maintenanceMessage: string }): Record<string, string> {
  return settings.maintenanceMode && settings.maintenanceMessage.trim() === '' ? { maintenanceMessage: maintenanceMessageRequired } : {};
}

/** Partial update: fields left out keep their value; the maintenance rule applies to the result. */
export const settingsUpdateBody = siteSettingsFields
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting to change')
  .meta({ minProperties: 1 });
export type SettingsUpdate = z.infer<typeof settingsUpdateBody>;

export const siteSettings = z.object({
  id: z.number().int(),
  siteName: z.string(),
  contactEmail: z.string(),
  supportPhone: z.string(),
  commissionPercent: z.number(),
  currency: z.string(),
  socialLinks: z.object(Object.fromEntries(socialNetworks.map((network) => [network, z.string()])) as Record<SocialNetwork, z.ZodString>),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  dateFormat: z.string(),
  updatedAt: isoDateTime,
});
export type SiteSettings = z.infer<typeof siteSettings>;
export const siteSettingsEnvelope = envelope(siteSettings);
