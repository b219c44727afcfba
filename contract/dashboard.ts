import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';

export const dashboard = z.object({
  totals: z.object({
    tutors: z.number().int(),
    students: z.number().int(),
    bookings: z.number().int(),
    /** Sum of paid bookings' amounts, in cents. */
    revenueCents: z.number().int(),
    /** Platform fees of paid bookings, in cents. */
    platformFeeCents: z.number().int(),
    openReports: z.number().int(),
    tutorsAwaitingApproval: z.number().int(),
  }),
  /** The last 12 calendar months (UTC) by lesson time, oldest first; `month` is YYYY-MM. */
  bookingsByMonth: z.array(z.object({ month: z.string(), bookings: z.number().int(), revenueCents: z.number().int() })),
  /** The last 12 ISO weeks (UTC, starting Monday), oldest first; `weekStart` is YYYY-MM-DD. */
  signupsByWeek: z.array(z.object({ weekStart: z.string(), students: z.number().int(), tutors: z.number().int() })),
  newestOpenReports: z.array(
    z.object({
      id: z.number().int(),
      reportTitle: z.string().nullable(),
      reporterName: z.string(),
      reportedName: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  oldestPendingTutors: z.array(z.object({ id: z.number().int(), displayName: z.string(), createdAt: isoDateTime })),
});
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardEnvelope = envelope(dashboard);
