/*
 * The values the site settings offer (src/resources/site-setting/resource.ts declares the fields):
 * zod-free, so the declaration, the admin's date display and the CSV export read the same lists.
 */

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

/** How long the trash keeps a deleted record unless the settings say otherwise, and the most it may keep one (days). */
export const defaultTrashRetentionDays = 30;
export const maxTrashRetentionDays = 3650;
