import { z } from 'zod';
import { newPassword } from '../../../../contract/auth.js';
import type { AccountRecord } from '../../../../contract/users.js';
import type { ResourceDeclaration } from '../../../../contract/declaration.js';
import { atLeastOne, createShape, updateShape } from '../../../../server/declared/contract.js';
import admins from '../../admin-management/resource.js';
import { tutorIdentityCreate, tutorRegisterFields, type AccountIdentity, type TutorProfileInput } from '../../tutors/server/contract.js';
import users from '../resource.js';

/*
 * The bodies of the account calls, each field's rule from the declaration of the people it makes
 * (server/declared/contract.ts): students (../resource.ts), admin accounts and tutors. Only the
 * password, which no record shows, is a rule of its own (contract/auth.ts).
 */

const declared = (declaration: unknown) => declaration as ResourceDeclaration;
const identity = ['displayName', 'email', 'phone'] as const;
type Shape<T> = { [K in keyof T]-?: z.ZodType<T[K]> };

type StaffInput = AccountIdentity & Partial<Pick<AccountRecord, 'status'>> & { userType: 'admin' | 'superAdmin'; userRole?: NonNullable<AccountRecord['userRole']> };
type StudentInput = AccountIdentity & Partial<Pick<AccountRecord, 'status'>>;

/**
 * POST /admin/register: one body per userType. Any account may be created without a password: its
 * owner chooses one through an emailed link (so nobody but them ever knows it). A tutor's body holds
 * its profile too.
 */
export const registerBody = z.discriminatedUnion('userType', [
  z.object({ ...(createShape(declared(admins), { fields: [...identity, 'userType', 'status', 'userRole'] }) as Shape<StaffInput>), password: newPassword.optional() }).strict(),
  z.object({ userType: z.literal('user'), ...(createShape(declared(users), { fields: [...identity, 'status'] }) as Shape<StudentInput>), password: newPassword.optional() }).strict(),
  z.object({ userType: z.literal('tutor'), ...tutorIdentityCreate, password: newPassword.optional(), ...tutorRegisterFields }).strict(),
]);
export type RegisterBody = z.infer<typeof registerBody> & { phone?: string | null; password?: string | undefined } & Partial<TutorProfileInput>;

type AccountChanges = Partial<AccountIdentity & Pick<AccountRecord, 'status' | 'userType' | 'userRole'>>;

/**
 * POST /admin/user/{id}, for students and admin accounts alike. Changing userType or userRole, or any
 * staff account, needs a superAdmin (the service checks each change against the stored account).
 * `password` sets another account's password (a superAdmin only); one's own password changes
 * through /user/changePassword. Changing one's own email needs `currentPassword`.
 */
export const accountUpdateBody = atLeastOne(
  z
    .object({
      ...(updateShape(declared(users), { fields: [...identity, 'status', 'userType', 'userRole'] }) as Shape<AccountChanges>),
      password: newPassword.optional(),
      currentPassword: z.string().min(1).max(200).optional(),
    })
    .strict(),
  // The current password proves who asks; by itself it changes nothing.
  ['currentPassword'],
);
export type AccountUpdateBody = AccountChanges & { password?: string | undefined; currentPassword?: string | undefined };
