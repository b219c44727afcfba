import { z } from 'zod';
import { wholeNumberText } from './common.js';
import { dayRange, isoDay, isoInstant } from './isoDates.js';

const DAY_MS = 86_400_000;
const dateMessage = `Use a real calendar date ${dayRange} such as 2025-01-31, or a date-time such as 2025-01-31T12:00:00Z`;

/**
 * The one date rule of the API: an ISO calendar date (`2025-01-31`; no 2025-02-30) or an ISO
 * date-time with `Z` or an offset, within the years of contract/isoDates.ts. zod's ISO formats
 * check the calendar and publish `format: date` / `format: date-time` in OpenAPI.
 */
export const isoDateOrDateTime = z.union([isoDay(dateMessage), isoInstant(dateMessage)], { error: dateMessage });

/**
 * A date filter bound in the query string (see `isoDateOrDateTime`). A date-only upper bound
 * means "through the end of that day (UTC)", so `createdTo=2025-01-31` includes the 31st.
 */
export function dateBound(edge: 'from' | 'to') {
  return isoDateOrDateTime.transform((value) => {
    const time = Date.parse(value);
    return new Date(edge === 'to' && !value.includes('T') ? time + DAY_MS - 1 : time);
  });
}

/** A whole number of cents in a filter. */
export const centsFilter = wholeNumberText(0, 2_147_483_647);

type Bounded = Record<string, unknown>;

/**
 * Adds "from must not be after to" checks for pairs of optional bounds; the error is reported on
 * the upper bound's field.
 */
export function orderedBounds<T extends Bounded>(pairs: ReadonlyArray<readonly [keyof T & string, keyof T & string]>) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [low, high] of pairs) {
      const a = value[low];
      const b = value[high];
      if (a == null || b == null) continue;
      const lowValue = a instanceof Date ? a.getTime() : Number(a);
      const highValue = b instanceof Date ? b.getTime() : Number(b);
      if (lowValue > highValue) ctx.addIssue({ code: 'custom', path: [high], message: `Must not be before ${low}` });
    }
  };
}
