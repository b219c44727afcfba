import { isStaffType } from '../../contract/values.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../db/index.js';
import { PREPARED } from '../db/preparedStatements.js';
import type { Account } from '../db/schema.js';
import { ApiError, forbidden, refusal, unauthenticated } from '../errors.js';
import type { AccessClaims } from './accessToken.js';
import { revertOfValue, updateHeaders } from '../declared/ifMatch.js';

export interface AuthenticatedUser {
  id: number;
  email: string;
  displayName: string;
  userType: 'superAdmin' | 'admin' | 'tutor' | 'user';
  userRole: 'admin' | 'editor' | null;
  sessionId: number;
  /**
   * The history entry whose values this request's update restores (its `X-Revert-Of`, checked by
   * the update call's headers schema): the audit entry of the update names it.
   */
  revertOf?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; undefined on public routes. */
    user?: AuthenticatedUser;
  }
}

const sessionEnded = () => new ApiError(403, 'TOKEN_INVALID', 'Your session has ended. Sign in again.', refusal('SESSION_ENDED'));

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(403, 'TOKEN_INVALID', 'The Authorization header must be "Bearer <token>"', refusal('AUTHORIZATION_HEADER_INVALID'));
  return match[1];
}

type SessionAccount = Pick<Account, 'id' | 'email' | 'displayName' | 'userType' | 'userRole'> & { snapshot: string };

/**
 * The account behind a live session, or nothing: the account is not deleted, is active and has the
 * token's session version; the session is neither revoked nor expired. Plain SQL rather than the
 * query builder: this runs on every authenticated request, and building and compiling the same
 * query with Kysely (and its CamelCasePlugin) cost about 30-50 µs each time; the result rows still
 * go through the plugin. A prepared statement on PostgreSQL: planned once per connection. It also
 * reads the statement's snapshot, under which list answers are kept (server/snapshotAnswers.ts).
 * Exported for the benchmark's floor (bench/floor.ts), which runs it as every signed-in call does.
 */
export async function liveSessionAccount(db: DB, claims: AccessClaims): Promise<SessionAccount | undefined> {
  const { rows } = await sql<SessionAccount>`${sql.raw(PREPARED)}
    select a.id, a.email, a.display_name, a.user_type, a.user_role, pg_current_snapshot()::text as snapshot
    from accounts a join sessions s on s.account_id = a.id
    where a.id = ${claims.accountId} and s.id = ${claims.sessionId}
      and a.deleted_at is null and a.status = 'active' and a.session_version = ${claims.version}
      and s.revoked_at is null and s.expires_at > now()`.execute(db);
  return rows[0];
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
  const account = await liveSessionAccount(request.server.db, claims);
  if (!account) throw sessionEnded();
  request.dataSnapshot = account.snapshot;
  request.user = {
    id: account.id,
    email: account.email,
    displayName: account.displayName,
    userType: account.userType,
    userRole: account.userRole,
    sessionId: claims.sessionId,
    ...revertOfHeader(request),
  };
}

/** An update call's X-Revert-Of; any other call, which does not declare the header, leaves it aside. */
function revertOfHeader(request: FastifyRequest): { revertOf?: number } {
  if (request.routeOptions.schema?.headers !== updateHeaders) return {};
  const revertOf = revertOfValue(request.headers['x-revert-of']);
  return revertOf === undefined ? {} : { revertOf };
}

/** onRequest hook: any signed-in admin or superAdmin. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request);
  if (!isStaffType(request.user!.userType)) throw forbidden('Only admin staff may do this', refusal('STAFF_ONLY'));
}

/** onRequest hook: a signed-in superAdmin (admin accounts are theirs to manage). */
export async function requireSuperAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request);
  if (request.user!.userType !== 'superAdmin') throw forbidden('Only a super admin may do this', refusal('SUPER_ADMIN_ONLY'));
}

/** onRequest hook: staff whose role is admin (no role counts as admin, spec section 6); an editor is refused. */
export async function requireAdminRole(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireAdmin(request, reply);
  if (request.user!.userRole === 'editor') throw forbidden('Only an admin may do this, not an editor', refusal('EDITOR_NOT_ALLOWED'));
}

/** True when the signed-in user meets a declared access rule (the same rules as `guardFor`). */
export function meetsRule(user: Pick<AuthenticatedUser, 'userType' | 'userRole'>, rule: 'signedIn' | 'editor' | 'admin' | 'superAdmin'): boolean {
  if (rule === 'signedIn') return true;
  if (rule === 'superAdmin') return user.userType === 'superAdmin';
  return isStaffType(user.userType) && (rule === 'editor' || user.userRole !== 'editor');
}

/** The guard of a declared access rule (spec section 6): editor = any staff, admin = staff with role admin, superAdmin; signedIn = any account. */
export function guardFor(rule: 'signedIn' | 'editor' | 'admin' | 'superAdmin'): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return { signedIn: requireUser, editor: requireAdmin, admin: requireAdminRole, superAdmin: requireSuperAdmin }[rule];
}

/** onRequest hook: any signed-in account (change password, for instance). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request);
}
