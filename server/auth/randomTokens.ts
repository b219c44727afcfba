import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An opaque token of `bytes` random bytes (32 = 256 bits), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak does not leak live tokens. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Derives the refresh token that replaces a presented one: see `rotateRefreshToken`. */
export type SuccessorOf = (presented: string) => string;

/**
 * The successor is an HMAC of the presented token under the server's secret: every server (and
 * every retry) derives the same one from the same token, while nobody without the secret can
 * compute a chain of successors from an old token. Same form as a random token.
 */
export function refreshSuccessors(secret: string): SuccessorOf {
  return (presented) => createHmac('sha256', secret).update(`refresh-token-successor\0${presented}`).digest('base64url');
}
