import { formatDate } from '../../../format/date';

/** Display formatters of the people and money screens, on top of the shell's `src/format/`. */
export { centsToDollars, formatThousands } from '../../../format/numbers';

/** DD/MM/YYYY (spec: default date display). Empty for missing or invalid values. */
export const formatDay = (value: string | number | Date | null | undefined): string => formatDate(value);

/** DD/MM/YYYY HH:mm in the browser's time zone. */
export const formatDayTime = (value: string | number | Date | null | undefined): string =>
  formatDate(value, 'DD/MM/YYYY HH:mm');

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
