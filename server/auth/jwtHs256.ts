import { createHmac, timingSafeEqual } from 'node:crypto';

/** The verdict on a token: its claims, or why it is refused. */
export type Hs256Result = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'invalid' | 'expired' };

const segment = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Verifies a compact HS256 JWT synchronously with node:crypto. jose's `jwtVerify` does the same
 * checks through WebCrypto, which costs an asynchronous job on the thread pool and a key import on
 * every call: about a fifth of the server's CPU time per API request (docs/performance.md,
 * "Per-request overhead"). Tokens are still signed with jose.
 *
 * The checks are jose's for these options, a little stricter: the header must say HS256 and carry
 * no `crit`; the signature is compared in constant time against its canonical base64url form; the
 * claims must be a JSON object with the expected `aud` (string, or an array holding it) and `iss`;
 * `exp` is required and must be a number in the future; `nbf` and `iat`, when present, must be
 * numbers (and `nbf` not in the future).
 */
export function verifyHs256(token: string, key: Uint8Array, expected: { audience: string; issuer: string }): Hs256Result {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => segment.test(part))) return invalid;
  const [header, payload, signature] = parts as [string, string, string];

  const protectedHeader = decodeJson(header);
  if (!isObject(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) return invalid;

  const expectedSignature = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const givenSignature = Buffer.from(signature);
  if (givenSignature.length !== expectedSignature.length || !timingSafeEqual(givenSignature, expectedSignature)) return invalid;

  const claims = decodeJson(payload);
  if (!isObject(claims)) return invalid;
  const audienceOk = claims.aud === expected.audience || (Array.isArray(claims.aud) && claims.aud.includes(expected.audience));
  if (!audienceOk || claims.iss !== expected.issuer) return invalid;
  const now = Math.floor(Date.now() / 1000);
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return invalid;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return invalid;
  if (typeof claims.exp !== 'number') return invalid;
  if (claims.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
