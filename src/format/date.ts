/** The spec's default date display (section 1). */
export const defaultDateFormat = 'DD/MM/YYYY';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Formats a date in the browser's time zone. Tokens: YYYY, MM, DD, HH, mm, ss; anything else is kept.
 * Empty or invalid input gives an empty string, never "Invalid Date".
 */
export function formatDate(value: string | number | Date | null | undefined, format: string = defaultDateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}
