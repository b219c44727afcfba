import { z } from 'zod';
import { accountStatus, userRole, userType, userTypes } from './auth.js';
import { bulkIds, envelope, idSchema, isoDateTime, listEnvelope } from './common.js';
import { transactionItem } from './transactions.js';

/** Any account (staff, tutor or student) as the admin sees it. Secrets are never part of it. */
export const accountRecord = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  photoURL: z.string().nullable(),
  userType,
  userRole: userRole.nullable(),
  status: accountStatus,
  emailVerified: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AccountRecord = z.infer<typeof accountRecord>;

export const accountDetail = accountRecord.extend({
  stats: z.object({
    /** Bookings as student or as tutor. */
    bookingCount: z.number().int(),
    reportsFiledCount: z.number().int(),
    reportsAgainstCount: z.number().int(),
  }),
  /** The 5 latest bookings (by lesson time) as student or tutor. */
  recentBookings: z.array(transactionItem),
});
export type AccountDetail = z.infer<typeof accountDetail>;

/** The accounts list's selector of kinds of account (its own parameter; its filters are the students' declared ones): `staff` means admin and superAdmin together. */
export const userTypeFilter = z.enum([...userTypes, 'staff']);

export const userParams = z.object({ id: idSchema });
export const accountEnvelope = envelope(accountRecord);
export const accountDetailEnvelope = envelope(accountDetail);
export const accountListEnvelope = listEnvelope(accountRecord);

/** POST /admin/user/bulk and /admin/tutor/bulk: delete 1 to 500 accounts in one transaction, all or nothing. */
export const accountBulkBody = z.object({ action: z.enum(['delete'], { message: 'The only bulk action is delete' }), ids: bulkIds }).strict();
