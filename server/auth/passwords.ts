import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1). */
const ARGON2ID = 2 as Algorithm;
const policy: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, policy);
}

/** False for a malformed stored hash instead of throwing: the caller answers "wrong password". */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker or other parameters than today's policy. */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== policy.algorithm ||
      used.memoryCost < policy.memoryCost! ||
      used.timeCost < policy.timeCost! ||
      used.parallelism !== policy.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so that an unknown email (or an account
 * without a password) cannot be told apart from a wrong password by timing. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for timing only');
  await verifyPassword(await dummyHash, password);
  return false;
}
