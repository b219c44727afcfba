import { z } from 'zod';
import { accountStatus } from './auth.js';
import { bodyId, bulkIds, isoDateTime } from './common.js';
import { spaced, text } from './text.js';
import { tutorApprovalStatuses, tutorStatusActions } from './values.js';

export { tutorApprovalStatuses, tutorStatusActions };

export const tutorApprovalStatus = z.enum(tutorApprovalStatuses);
export type TutorApprovalStatus = z.infer<typeof tutorApprovalStatus>;

/**
 * Status changes of a tutor (POST /admin/tutor/{id}/status). Each needs a reason and moves:
 * approve: pending|rejected -> approved; reject: pending -> rejected;
 * suspend: pending|approved -> suspended; reactivate: suspended -> approved.
 * The account status follows: approved -> active, pending -> pending, rejected|suspended -> suspended.
 */
export const tutorStatusAction = z.enum(tutorStatusActions);
export type TutorStatusAction = z.infer<typeof tutorStatusAction>;

const idList = (what: string) =>
  z
    .array(bodyId)
    .max(50, `Choose at most 50 ${what}`)
    .transform((ids) => [...new Set(ids)]);

/*
 * The tutor as the admin's tutor screens read and check it. The server derives its own schemas of
 * the tutors' calls from the declaration (src/resources/tutors/server/contract.ts); a type test holds
 * these to them.
 */

/** Profile fields of a tutor as the admin's tutor form checks them. */
export const tutorProfileFields = {
  headline: text(200).optional(),
  bio: text(5000).optional(),
  hourlyRateCents: z.number().int('Use a whole number of cents').min(0).max(1_000_000, 'At most 1,000,000 cents').optional(),
  country: z
    .string()
    .regex(spaced(/^[A-Za-z]{2}$/), 'Use a 2-letter country code such as DE')
    .trim()
    .toUpperCase()
    .nullable()
    .optional(),
  subjectIds: idList('subjects').optional(),
  languageIds: idList('languages').optional(),
  levelIds: idList('levels').optional(),
};

const named = z.object({ id: z.number().int(), name: z.string() });

export const tutorItem = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  status: accountStatus,
  approvalStatus: tutorApprovalStatus,
  hourlyRateCents: z.number().int(),
  country: z.string().nullable(),
  headline: z.string(),
  /** Subject names, alphabetical. */
  subjects: z.array(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TutorItem = z.infer<typeof tutorItem>;

export const tutorDetail = tutorItem.omit({ subjects: true }).extend({
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  bio: z.string(),
  statusReason: z.string().nullable(),
  statusChangedAt: isoDateTime.nullable(),
  statusChangedById: z.number().int().nullable(),
  statusChangedByName: z.string().nullable(),
  subjectIds: z.array(z.number().int()),
  subjects: z.array(named),
  languageIds: z.array(z.number().int()),
  languages: z.array(named),
  levelIds: z.array(z.number().int()),
  levels: z.array(named),
  stats: z.object({
    bookingCount: z.number().int(),
    paidBookingCount: z.number().int(),
    /** Sum of paid bookings' amounts. */
    revenueCents: z.number().int(),
    platformFeeCents: z.number().int(),
    /** revenueCents - platformFeeCents: what the tutor earned. */
    earningsCents: z.number().int(),
  }),
});
export type TutorDetail = z.infer<typeof tutorDetail>;

export const tutorStatusBody = z
  .object({
    action: tutorStatusAction,
    reason: text(1000, 'Give a reason'),
  })
  .strict();
export type TutorStatusBody = z.infer<typeof tutorStatusBody>;

/** The same status change for several tutors at once (POST /admin/tutor/bulk-status): all or nothing. */
export const tutorBulkStatusBody = z
  .object({
    ids: bulkIds,
    action: tutorStatusAction,
    reason: text(1000, 'Give a reason'),
  })
  .strict();
export type TutorBulkStatusBody = z.infer<typeof tutorBulkStatusBody>;
