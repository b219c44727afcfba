import { centsToDecimal } from './money.js';

/** The admin's languages as Intl locales (Portuguese as written in Brazil, as the translations are). */
const intlLocales: Record<string, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', pt: 'pt-BR' };
const intlLocale = (locale: string) => intlLocales[locale] ?? locale;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, kept: building one takes far longer than using it
 * (a list of 25 cards spent 113 ms of a phone-speed CPU profile building its rates' formatters).
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole counts with the language's grouping: 115784 -> "115,784" (en), "115.784" (de). */
export function formatCount(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A number in the language's format ("1,234.5" in English, "1.234,5" in German), with `scale` decimals when given. */
export function formatNumber(value: number | null | undefined, locale = 'en', scale?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const digits = scale === undefined ? {} : { minimumFractionDigits: scale, maximumFractionDigits: scale };
  return numberFormat(locale, digits).format(value);
}

const kilo = (size: number) => Math.round(size / 100) / 10;

/**
 * The other languages' own short forms of large numbers: "k" is English ("45.000 $" and "2,3 Mio."
 * in German, "115,8 k $US" in French, "US$ 115,8 mil" in Brazilian Portuguese).
 */
function inOwnShortForm(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const short = numberFormat(locale, { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1, ...options });
  // A language that does not shorten this size (German thousands) shows it whole, with no decimal.
  const shortened = short.formatToParts(value).some((part) => part.type === 'compact');
  return shortened ? short.format(value) : numberFormat(locale, { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value);
}

/**
 * Compact counts (spec section 9): up to 999 as is; above 999 one decimal plus "k", millions too
 * (1234 -> "1.2k", 2,345,678 -> "2345.7k"). Rounds half away from zero on the shown decimal. In
 * German, French and Portuguese, the language's own short form. Non-numbers give "".
 */
export function formatThousands(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const size = Math.abs(value);
  if (size <= 999) return formatCount(Math.sign(value) * Math.round(size), locale);
  if (locale !== 'en') return inOwnShortForm(value, locale);
  const number = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(kilo(size));
  return `${value < 0 ? '-' : ''}${number}k`;
}

/** Integer cents as money in the language's format: 11578425 USD -> "$115,784.25" (en), "115.784,25 $" (de). */
export function formatMoney(cents: number | null | undefined, locale = 'en', currency = 'USD'): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  try {
    return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  } catch {
    return `${centsToDecimal(cents)} ${currency}`; // a code Intl does not take
  }
}

/** Money on a card or a chart axis: compact above 999 ("$115.8k", "115.784 $"), exact otherwise. */
export function formatCompactMoney(cents: number, locale = 'en', currency = 'USD'): string {
  const amount = cents / 100;
  if (Math.abs(amount) <= 999) return formatMoney(cents, locale, currency);
  if (locale !== 'en') {
    try {
      return inOwnShortForm(amount, locale, { style: 'currency', currency });
    } catch {
      return formatMoney(cents, locale, currency); // a code Intl does not take
    }
  }
  const compact = { style: 'currency', currency, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false } as const;
  const parts = numberFormat(locale, compact).formatToParts(
    Math.sign(amount) * kilo(Math.abs(amount)),
  );
  const lastDigit = parts.map((part) => part.type).lastIndexOf('fraction');
  return parts.map((part, index) => (index === lastDigit ? `${part.value}k` : part.value)).join('');
}

/** How the language writes the currency's sign: USD -> "$" (en, de), "$US" (fr), "US$" (pt); EUR -> "€". */
export function currencySymbol(currency: string, locale = 'en'): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency; // a code Intl does not take
  }
}

/**
 * Builds the money formatter of `locale` ahead of its first use: the first currency formatter of a
 * page takes ~20 ms to build (Intl loads its data), so the entry builds it while the admin's code is
 * still on its way instead of in the middle of the first screen's render (docs/performance.md).
 */
export function prepareMoneyFormat(locale = 'en', currency = 'USD'): void {
  formatMoney(0, locale, currency);
}

/** Money is integer cents (API.md); the plain decimal amount, for files and inputs: 12345 -> "123.45". */
export { centsToDecimal as centsToDollars };
