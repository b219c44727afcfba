import { email, maxLength, maxValue, minValue, number, regex, required, type Validator } from 'react-admin';

/** Mirrors contract/settings.ts (kept out of the admin bundle: zod is server-side weight). */
export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'BRL', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK',
  'MXN', 'ZAR', 'INR', 'SGD', 'HKD', 'AED',
] as const;
export { DATE_FORMATS } from '../../format/date';
export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const;

const httpsUrl: Validator = (value) => {
  if (value == null || String(value).trim() === '') return undefined;
  try {
    const url = new URL(String(value).trim());
    return url.protocol === 'https:' && url.hostname.includes('.') ? undefined : 'resources.site-setting.validation.https';
  } catch {
    return 'resources.site-setting.validation.https';
  }
};

const twoDecimals: Validator = (value) =>
  value == null || value === '' || Math.abs(Number(value) * 100 - Math.round(Number(value) * 100)) < 1e-9
    ? undefined
    : 'resources.site-setting.validation.twoDecimals';

/** Maintenance mode needs a message for visitors (the one rule across fields). */
const requiredInMaintenance: Validator = (value, values) =>
  values?.maintenanceMode && String(value ?? '').trim() === '' ? 'resources.site-setting.validation.maintenanceMessage' : undefined;

export const validators = {
  siteName: [required(), maxLength(100)],
  contactEmail: [required(), email(), maxLength(254)],
  supportPhone: [maxLength(30), regex(/^$|^\+?[0-9][0-9 ().-]{5,28}$/, 'resources.site-setting.validation.phone')],
  commissionPercent: [required(), number(), minValue(0), maxValue(100), twoDecimals],
  currency: [required()],
  socialLink: [maxLength(300), httpsUrl],
  maintenanceMessage: [maxLength(500), requiredInMaintenance],
  dateFormat: [required()],
};

/** The fields the update call accepts (its body is strict). */
export function settingsBody(values: Record<string, unknown>) {
  const links = (values.socialLinks ?? {}) as Record<string, unknown>;
  return {
    siteName: String(values.siteName ?? '').trim(),
    contactEmail: String(values.contactEmail ?? '').trim(),
    supportPhone: String(values.supportPhone ?? '').trim(),
    commissionPercent: Number(values.commissionPercent),
    currency: values.currency,
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, String(links[network] ?? '').trim()])),
    maintenanceMode: Boolean(values.maintenanceMode),
    maintenanceMessage: String(values.maintenanceMessage ?? '').trim(),
    dateFormat: values.dateFormat,
  };
}
