import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { email, text } from './text.js';
import { userTypes, userRoles, accountStatuses, tokenHeaders } from './values.js';

export { userTypes, userRoles, accountStatuses, tokenHeaders, email };

export const userType = z.enum(userTypes);
export type UserType = z.infer<typeof userType>;
export const userRole = z.enum(userRoles);
export const accountStatus = z.enum(accountStatuses);

/** New passwords: long enough to resist guessing, short enough to bound hashing cost. */
export const newPassword = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(128, 'Use at most 128 characters');

/** The signed-in user record of the spec (section 3) as the API returns it. */
export const sessionUser = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  userType,
  userRole: userRole.nullable().optional(),
  status: accountStatus,
  emailVerified: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SessionUser = z.infer<typeof sessionUser>;
export const sessionUserEnvelope = envelope(sessionUser);

export const loginBody = z
  .object({
    email: text(254, 'Enter your email').toLowerCase(),
    password: z.string().min(1, 'Enter your password').max(1024),
    rememberMe: z.boolean().optional().default(false),
  })
  .strict();

export const refreshBody = z
  .object({
    HasCredRemembered: z.boolean().optional(),
    refreshToken: z.string().min(1).max(512),
  })
  .strict();

export const forgotPasswordBody = z.object({ email }).strict();
export const tokenBody = z.object({ token: z.string().min(1).max(512) }).strict();
export const resetPasswordBody = z.object({ password: newPassword, token: z.string().min(1).max(512) }).strict();
export const changePasswordBody = z
  .object({ oldPassword: z.string().min(1, 'Enter your current password').max(1024), newPassword })
  .strict();
export const verifyAccountBody = tokenBody;

export const messageEnvelope = z.object({ message: z.string(), data: z.unknown().optional() });

/** Logout ends the session of the access token in the Authorization header and/or of this refresh token. */
export const logoutBody = z.object({ refreshToken: z.string().min(1).max(512).optional() }).strict();

export const validTokenEnvelope = envelope(z.object({ valid: z.literal(true), purpose: z.enum(['reset_password', 'set_password']) }));
export const verifiedEnvelope = envelope(z.object({ email: z.string(), emailVerified: z.literal(true) }));

/** Response header names of login and refresh (spec section 7). */
