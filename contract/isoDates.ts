import { z } from 'zod';

/**
 * The dates the API takes: years 1000 to 9999, as four digits. PostgreSQL holds far more, but
 * between it, its driver and JavaScript dates, a year such as 0020 or 0000 failed the request
 * (PostgreSQL has no year 0), and a year above 9999 came back written as `+010000`, which no
 * client's date parser expects. No lesson, account or announcement lies outside these years.
 */
export const EARLIEST_DAY = '1000-01-01';
export const LATEST_DAY = '9999-12-31';
export const dayRange = `from ${EARLIEST_DAY} to ${LATEST_DAY}`;

/** zod's calendar rule (no 2025-02-30, 29 February in leap years only) with the first digit of the year 1 to 9. */
const day =
  '(?:(?:[1-9]\\d[2468][048]|[1-9]\\d[13579][26]|[1-9]\\d0[48]|[2468][048]00|[13579][26]00)-02-29|' +
  '[1-9]\\d{3}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))';
/** RFC 3339 time with seconds; the offset is at most ±14:00, the widest a real time zone has (PostgreSQL refuses beyond ±15:59). */
const time = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-](?:0\\d|1[0-3]):[0-5]\\d|[+-]14:00)';

/** An ISO date-time as isoInstant takes it, unanchored: for patterns that wrap one (If-Match). */
export const dateTimeSource = `${day}T${time}`;

const earliest = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const latest = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);
const timeRange = `${dayRange} (UTC), with Z or an offset of at most ±14:00`;

/** A calendar day, YYYY-MM-DD, within the years above (OpenAPI: format date and the pattern). */
export function isoDay(message = `Use a real calendar date ${dayRange}, such as 2026-01-31`) {
  return z.stringFormat('date', new RegExp(`^${day}$`), message).describe(`A calendar day ${dayRange}`);
}

/** An ISO date-time with Z or an offset whose instant, in UTC, also lies within the years above. */
export function isoInstant(message = `Use a date-time such as 2026-01-31T12:00:00Z, ${timeRange}`) {
  return z
    .stringFormat('date-time', new RegExp(`^${dateTimeSource}$`), message)
    .refine((value) => {
      const instant = Date.parse(value);
      return instant >= earliest && instant <= latest;
    }, message)
    .describe(`A date-time ${timeRange}`);
}
