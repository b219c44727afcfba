import { z } from 'zod';
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
