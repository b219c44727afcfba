/** Display formatters of the people and money screens, on top of the shell's `src/format/`. */
export { centsToDollars, formatThousands } from '../../../../contract/numberFormats';

/**
 * A day, or a day and time (HH:mm), in the site's date display (DD/MM/YYYY by default), in the
 * browser's time zone. Empty for missing or invalid values.
 */
export { formatDate as formatDay, formatDateTime as formatDayTime } from '../../../format/date';

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
