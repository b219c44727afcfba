import { SignJWT } from 'jose';
import { ApiError, refusal } from '../errors.js';
import { verifyHs256 } from './jwtHs256.js';

const AUDIENCE = 'tutor-admin';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  accountId: number;
  sessionId: number;
  /** The account's session_version when the token was issued; bumping it ends every session. */
  version: number;
}

export interface AccessTokens {
  sign: (claims: AccessClaims) => Promise<string>;
  verify: (token: string) => Promise<AccessClaims>;
}

/**
 * HS256 JWTs with audience and type checked; the algorithm is pinned, so `alg: none` never passes.
 * Signed with jose; verified with node:crypto (`verifyHs256`), synchronously.
 */
export function accessTokens(secret: string, ttlSeconds: number, issuer: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ accountId, sessionId, version }) =>
      new SignJWT({ sid: sessionId, ver: version, typ: TOKEN_TYPE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(accountId))
        .setAudience(AUDIENCE)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const result = verifyHs256(token, key, { audience: AUDIENCE, issuer });
      if (!result.ok && result.reason === 'expired') throw new ApiError(403, 'TOKEN_EXPIRED', 'Your session has expired', refusal('SESSION_EXPIRED'));
      const payload = result.ok ? result.claims : {};
      const accountId = Number(payload.sub);
      if (!result.ok || payload.typ !== TOKEN_TYPE || typeof payload.sub !== 'string' || !Number.isInteger(accountId) || typeof payload.sid !== 'number' || typeof payload.ver !== 'number') {
        throw new ApiError(403, 'TOKEN_INVALID', 'Your session is not valid. Sign in again.', refusal('SESSION_INVALID'));
      }
      return { accountId, sessionId: payload.sid, version: payload.ver };
    },
  };
}
