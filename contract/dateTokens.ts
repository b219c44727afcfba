const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A date written in `format`, read in the local time zone. Tokens: YYYY, MM, DD, HH, mm, ss; anything
 * else is kept. No browser needed: the server's email previews write their dates with it too.
 */
export function formatDateAs(date: Date, format: string): string {
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

/** The same display without some of its parts: ("DD/MM/YYYY", ["DD"]) -> "MM/YYYY", for a month or a day of the year. */
export function formatWithout(format: string, left: readonly string[]): string {
  const separator = /[^A-Za-z]/.exec(format)?.[0] ?? '';
  return format
    .split(separator)
    .filter((part) => !left.includes(part))
    .join(separator);
}

/**
 * A day typed in `format` ("24/11/2026" for DD/MM/YYYY) as YYYY-MM-DD, or undefined when it is not
 * a real day written that way. One or two digits are taken for the day and the month.
 */
export function parseDayAs(text: string, format: string): string | undefined {
  const separator = /[^A-Za-z]/.exec(format)?.[0] ?? '';
  const order = format.split(separator);
  const parts = text.trim().split(separator);
  if (order.length !== 3 || parts.length !== 3) return undefined;
  const at = (token: string) => parts[order.indexOf(token)] ?? '';
  const [year, month, day] = [at('YYYY'), at('MM'), at('DD')];
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return `${year}-${pad(Number(month))}-${pad(Number(day))}`;
}
