/** Money is integer cents (API.md); written as a decimal amount with two decimals: 12345 -> "123.45". */
export function centsToDecimal(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const whole = Math.round(Math.abs(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
