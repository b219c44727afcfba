/**
 * The digits of every whole number from `min` (0 or 1) to `max`, without leading zeros, as one
 * anchored pattern: what a path or query string number may be, exactly, for OpenAPI (a string
 * cannot carry `minimum` and `maximum`). For 1..500: `^(?:[1-9][0-9]{0,1}|[1-4][0-9]{2}|500)$`.
 */
export function wholeNumberPattern(min: 0 | 1, max: number): string {
  const top = String(max);
  const shorter = top.length === 2 ? ['[1-9]'] : top.length > 2 ? [`[1-9][0-9]{0,${top.length - 2}}`] : [];
  const sameLength: string[] = [];
  for (let at = 0; at < top.length; at += 1) {
    const digit = Number(top[at]);
    const lowest = at === 0 ? 1 : 0;
    if (digit - 1 < lowest) continue;
    const rest = top.length - at - 1;
    const range = lowest === digit - 1 ? String(lowest) : `[${lowest}-${digit - 1}]`;
    sameLength.push(`${top.slice(0, at)}${range}${rest > 1 ? `[0-9]{${rest}}` : rest === 1 ? '[0-9]' : ''}`);
  }
  const alternatives = [...(min === 0 ? ['0'] : []), ...shorter, ...sameLength, top];
  return `^(?:${alternatives.join('|')})$`;
}
