import { centsToDecimal } from '../../contract/money.js';
import { formatMoney } from '../../contract/numberFormats.js';
import { dateFormats } from '../../contract/settings.js';
import type { ExportColumn } from '../../contract/export.js';
import { asSpreadsheetText } from './csv.js';

export type DateFormat = (typeof dateFormats)[number];

/** The site settings' date format, ISO when the setting holds none of the known ones. */
export const dateFormatOf = (setting: unknown): DateFormat => dateFormats.find((format) => format === setting) ?? 'YYYY-MM-DD';

/** How dates are written: the site's date display with the time (HH:mm), in the given time zone. */
export function dateWriter(format: DateFormat, timeZone: string): (iso: string) => string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const token: Record<string, string> = {};
    for (const part of parts.formatToParts(date)) token[part.type] = part.value;
    const day = format.replace('YYYY', token.year!).replace('MM', token.month!).replace('DD', token.day!);
    return `${day} ${token.hour}:${token.minute}`;
  };
}

/** True when the time zone is one this runtime knows (an IANA name such as Europe/Lisbon). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The ISO 4217 code an item's currency field holds, if it holds one. */
export const currencyCode = (value: unknown): string | undefined => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : undefined);

/**
 * A cell's text from an item's field as the list answers it: a label for values the column names
 * (enums, yes/no, `null`), timestamps (fields named `...At`, ISO strings) in the site's date display, cents
 * (fields named `...Cents`) as decimal amounts, or, for a column with a `currency`, as the amount in
 * `currency` in the column's locale ("£123.45"), lists joined, and data text kept from becoming a formula.
 */
export function cellText(column: ExportColumn, value: unknown, writeDate: (iso: string) => string, currency?: string): string {
  const label = column.values?.[String(value)];
  if (label !== undefined) return asSpreadsheetText(label);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && column.currency && currency) return asSpreadsheetText(formatMoney(value, column.currency.locale, currency));
  if (typeof value === 'number') return column.field.endsWith('Cents') ? centsToDecimal(value) : String(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return asSpreadsheetText(value.map(String).join('; '));
  if (typeof value === 'string' && column.field.endsWith('At')) return writeDate(value);
  return asSpreadsheetText(String(value));
}
