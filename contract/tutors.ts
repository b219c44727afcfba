import { z } from 'zod';
import { bulkIds } from './common.js';
import { text } from './text.js';
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
