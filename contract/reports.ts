import { z } from 'zod';
import { userType } from './auth.js';
import { bulkIds, envelope, isoDateTime, listEnvelope } from './common.js';
import { text } from './text.js';
import { transactionItem } from './transactions.js';
import { reportStatuses } from './values.js';

export { reportStatuses };

export const reportStatus = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatus>;
/** Statuses that close a report: moving into one records who closed it and when. */
export const closedReportStatuses: readonly ReportStatus[] = ['resolved', 'dismissed'];

export const reportItem = z.object({
  id: z.number().int(),
  status: reportStatus,
  reportTitleId: z.number().int().nullable(),
  reportTitle: z.string().nullable(),
  reporterId: z.number().int(),
  reporterName: z.string(),
  reportedId: z.number().int(),
  reportedName: z.string(),
  reportedType: userType,
  bookingId: z.number().int().nullable(),
  description: z.string(),
  resolvedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ReportItem = z.infer<typeof reportItem>;

const party = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  userType,
  deleted: z.boolean(),
});

export const reportDetail = reportItem.extend({
  reporter: party,
  reported: party,
  /** Internal note, never shown to the people involved. */
  adminNote: z.string(),
  resolvedById: z.number().int().nullable(),
  resolvedByName: z.string().nullable(),
  /** The reported account's 5 latest bookings (as student or tutor). */
  reportedRecentBookings: z.array(transactionItem),
});
export type ReportDetail = z.infer<typeof reportDetail>;

/**
 * Moving to resolved or dismissed records resolvedBy/resolvedAt; moving back to open or in_review
 * clears them.
 */
export const reportUpdateBody = z
  .object({
    status: reportStatus.optional(),
    adminNote: text(5000).optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.adminNote !== undefined, {
    message: 'Send a status or an admin note',
    path: ['status'],
  })
  .meta({ minProperties: 1 });
export type ReportUpdateBody = z.infer<typeof reportUpdateBody>;

/**
 * The same status for several reports at once (POST /admin/report-management/bulk-status), each
 * moved as POST /admin/report-management/update/{id} moves it; notes are left as they are. All or nothing.
 */
export const reportBulkStatusBody = z
  .object({
    ids: bulkIds,
    status: reportStatus,
  })
  .strict();
export type ReportBulkStatusBody = z.infer<typeof reportBulkStatusBody>;

export const reportListEnvelope = listEnvelope(reportItem);
export const reportEnvelope = envelope(reportDetail);
