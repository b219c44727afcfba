import { createHash, randomBytes } from 'node:crypto';

/** An opaque token of `bytes` random bytes (32 = 256 bits), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak does not leak live tokens. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
