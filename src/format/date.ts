import { storedSetting } from './storedSetting';
import { formatDateAs, formatWithout, parseDayAs } from '../../contract/dateTokens';

/** The date displays the site settings offer (mirrors contract/settings.ts `dateFormats`). */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The spec's default date display (section 1), until the site settings say otherwise. */
export const defaultDateFormat: DateFormat = 'DD/MM/YYYY';

export const isDateFormat = (value: unknown): value is DateFormat => DATE_FORMATS.includes(value as DateFormat);

const setting = storedSetting('tutorAdmin.dateFormat', isDateFormat, defaultDateFormat);

/** The date display the site settings chose (DD/MM/YYYY by default). */
export const siteDateFormat = setting.read;

/** Takes the site settings' date format; anything not offered is ignored. */
export const setSiteDateFormat = setting.set;

/** The current date display; the component renders again when the settings change it. */
export const useSiteDateFormat = setting.use;

/**
 * Formats a date in the browser's time zone, by default in the site settings' date display
 * (DD/MM/YYYY unless changed). Tokens: YYYY, MM, DD, HH, mm, ss; anything else is kept.
 * Empty or invalid input gives an empty string, never "Invalid Date".
 */
export function formatDate(value: string | number | Date | null | undefined, format: string = siteDateFormat()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateAs(date, format);
}

/** The site's date display with the time (HH:mm), in the browser's time zone. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatDate(value, `${siteDateFormat()} HH:mm`);
}

/** A calendar day ("2026-11-24"), read as a local date so that it never shifts a day. */
const localDay = (day: string) => {
  const [year = NaN, month = NaN, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};

/** A month ("2026-03") in the site's display without the day: "03/2026", or "2026-03" for YYYY-MM-DD. */
export function formatMonth(month: string, format: string = siteDateFormat()): string {
  return formatDate(localDay(month), formatWithout(format, ['DD']));
}

/** A day ("2026-03-10") in the site's display without the year: "10/03", "03/10" or "03-10". */
export function formatDayOfYear(day: string, format: string = siteDateFormat()): string {
  return formatDate(localDay(day), formatWithout(format, ['YYYY']));
}

/** A calendar day ("2026-11-24") in the site's display, for a date input: "24/11/2026". */
export function formatDay(day: string, format: string = siteDateFormat()): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(localDay(day), format) : '';
}

/** A day typed in the site's display as YYYY-MM-DD; undefined when it is not one. */
export function parseDay(text: string, format: string = siteDateFormat()): string | undefined {
  return parseDayAs(text, format);
}
