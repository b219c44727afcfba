import { z } from 'zod';
import { displayName, phone } from './accountFields.js';
import { accountStatus, email, newPassword, userRole, userType, userTypes } from './auth.js';
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

const accountFields = {
  displayName,
  email,
  phone: phone.optional(),
};

/** POST /admin/register for staff: a password is needed. */
export const staffRegisterBody = z
  .object({
    userType: z.enum(['admin', 'superAdmin']),
    ...accountFields,
    password: newPassword,
    status: accountStatus.optional(),
    userRole: userRole.optional(),
  })
  .strict();

/** POST /admin/register for a student: without a password, they set one through an emailed link. */
export const studentRegisterBody = z
  .object({
    userType: z.literal('user'),
    ...accountFields,
    password: newPassword.optional(),
    status: accountStatus.optional(),
  })
  .strict();

/**
 * The account part of POST /admin/register for a tutor, who may have no password either. A tutor's
 * account status follows its approval status, so tutors take `approvalStatus` instead of `status`,
 * with the profile's fields (the server's tutors module adds those, from the declaration).
 */
export const tutorRegisterAccountFields = {
  userType: z.literal('tutor'),
  ...accountFields,
  password: newPassword.optional(),
};

/**
 * POST /admin/user/{id}. Changing userType or userRole, or any staff account, needs a superAdmin.
 * `password` sets another account's password (a superAdmin only); one's own password changes
 * through /user/changePassword. Changing one's own email needs `currentPassword`.
 */
export const userUpdateBody = z
  .object({
    displayName: displayName.optional(),
    email: email.optional(),
    phone: phone.optional(),
    status: accountStatus.optional(),
    userType: userType.optional(),
    userRole: userRole.nullable().optional(),
    password: newPassword.optional(),
    currentPassword: z.string().min(1).max(200).optional(),
  })
  .strict();
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const deletedAccount = z.object({
  id: z.number().int(),
  /** Future bookings still pending payment that were cancelled with the account. */
  cancelledBookings: z.number().int(),
});

/** The text fields of the multipart profile update (the photo is the `photo` file part). */
export const profileFields = z
  .object({
    displayName: displayName.optional(),
    phone: phone.optional(),
    removePhoto: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const userParams = z.object({ id: idSchema });
export const accountEnvelope = envelope(accountRecord);
export const accountDetailEnvelope = envelope(accountDetail);
export const accountListEnvelope = listEnvelope(accountRecord);
export const deletedAccountEnvelope = envelope(deletedAccount);

/** POST /admin/user/bulk and /admin/tutor/bulk: delete 1 to 500 accounts in one transaction, all or nothing. */
export const accountBulkBody = z.object({ action: z.enum(['delete'], { message: 'The only bulk action is delete' }), ids: bulkIds }).strict();
