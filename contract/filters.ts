import { z } from 'zod';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * A date filter bound in the query string: an ISO date (`2025-01-31`) or date-time. A date-only
 * upper bound means "through the end of that day (UTC)", so `createdTo=2025-01-31` includes the 31st.
 */
export function dateBound(edge: 'from' | 'to') {
  return z
    .string()
    .trim()
    .refine((value) => (dateOnly.test(value) || value.includes('T')) && !Number.isNaN(Date.parse(value)), {
      message: 'Use an ISO date such as 2025-01-31 or 2025-01-31T12:00:00Z',
    })
    .transform((value) => {
      const time = Date.parse(value);
      return new Date(edge === 'to' && dateOnly.test(value) ? time + DAY_MS - 1 : time);
    });
}

/** A whole number of cents in a filter. */
export const centsFilter = z.coerce.number().int('Use a whole number of cents').min(0).max(2_147_483_647);

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
