import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, forbidden, unauthenticated } from '../errors.js';

export interface AuthenticatedUser {
  id: number;
  email: string;
  displayName: string;
  userType: 'superAdmin' | 'admin' | 'tutor' | 'user';
  userRole: 'admin' | 'editor' | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; undefined on public routes. */
    user?: AuthenticatedUser;
  }
}

const sessionEnded = () => new ApiError(403, 'TOKEN_INVALID', 'Your session has ended. Sign in again.');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(403, 'TOKEN_INVALID', 'The Authorization header must be "Bearer <token>"');
  return match[1];
}

/**
 * Verifies the access token, then checks in one query that the account is live and active and
 * that the session is neither revoked nor expired: so logout, a password change or disabling an
 * account ends access tokens at once, not when they expire.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await request.server.accessTokens.verify(token);
  const row = await request.server.db
    .selectFrom('accounts')
    .innerJoin('sessions', 'sessions.accountId', 'accounts.id')
    .select(['accounts.id', 'accounts.email', 'accounts.displayName', 'accounts.userType', 'accounts.userRole', 'accounts.status', 'accounts.sessionVersion', 'accounts.deletedAt', 'sessions.revokedAt', 'sessions.expiresAt'])
    .where('accounts.id', '=', claims.accountId)
    .where('sessions.id', '=', claims.sessionId)
    .executeTakeFirst();
  if (!row || row.deletedAt || row.revokedAt || row.expiresAt <= new Date() || row.sessionVersion !== claims.version) {
    throw sessionEnded();
  }
  if (row.status !== 'active') throw sessionEnded();
  request.user = {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    userType: row.userType,
    userRole: row.userRole,
    sessionId: claims.sessionId,
  };
}

const staffTypes = new Set(['admin', 'superAdmin']);

/** onRequest hook: any signed-in admin or superAdmin. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request);
  if (!staffTypes.has(request.user!.userType)) throw forbidden('Only admin staff may do this');
}

/** onRequest hook: a signed-in superAdmin (admin accounts are theirs to manage). */
export async function requireSuperAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request);
  if (request.user!.userType !== 'superAdmin') throw forbidden('Only a super admin may do this');
}

/** onRequest hook: any signed-in account (change password, for instance). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request);
}
