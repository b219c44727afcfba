/**
 * Compact counts (spec section 9): up to 999 as is; above 999 one decimal plus "k", millions too
 * (1234 -> "1.2k", 2,345,678 -> "2345.7k"), as the spec's formatter does. Rounds half away from
 * zero on the shown decimal. Non-numbers give "".
 */
export function formatThousands(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size <= 999) return `${sign}${Number.isInteger(size) ? size : Math.round(size)}`;
  return `${sign}${(Math.round(size / 100) / 10).toFixed(1)}k`;
}

/** Money is integer cents (API.md); shown as dollars with two decimals: 12345 -> "123.45". */
export { centsToDecimal as centsToDollars } from '../../contract/money';
