/**
 * Compact counts (spec section 9): up to 999 as is; from 1,000 one decimal plus "k" (1234 -> "1.2k");
 * from 1,000,000 one decimal plus "M" (2,345,678 -> "2.3M"), so a million never shows as "1000.0k".
 * Rounds half away from zero on the shown decimal. Non-numbers give "".
 */
export function formatThousands(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size <= 999) return `${sign}${Number.isInteger(size) ? size : Math.round(size)}`;
  const tenthsOfK = Math.round(size / 100);
  if (tenthsOfK < 10_000) return `${sign}${(tenthsOfK / 10).toFixed(1)}k`;
  const tenthsOfM = Math.round(size / 100_000);
  return `${sign}${(tenthsOfM / 10).toFixed(1)}M`;
}

/** Money is integer cents (API.md); shown as dollars with two decimals: 12345 -> "123.45". */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const whole = Math.round(Math.abs(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
