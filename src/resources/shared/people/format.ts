import { formatDate, formatDateTime } from '../../../format/date';

/** Display formatters of the people and money screens, on top of the shell's `src/format/`. */
export { centsToDollars, formatThousands } from '../../../format/numbers';

/** A day in the site's date display (DD/MM/YYYY by default). Empty for missing or invalid values. */
export const formatDay = (value: string | number | Date | null | undefined): string => formatDate(value);

/** A day and time (HH:mm) in the site's date display, in the browser's time zone. */
export const formatDayTime = (value: string | number | Date | null | undefined): string => formatDateTime(value);

/** Dollars typed in a form to integer cents: "12.5" -> 1250; blank or not a number -> null. */
export function dollarsToCents(dollars: number | string | null | undefined): number | null {
  if (dollars === null || dollars === undefined || dollars === '') return null;
  const value = typeof dollars === 'number' ? dollars : Number(dollars);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** Integer cents to the dollars shown in a number input: 1250 -> 12.5; blank -> ''. */
export function centsToDollarInput(cents: unknown): number | '' {
  return cents === null || cents === undefined || cents === '' ? '' : Number(cents) / 100;
}
