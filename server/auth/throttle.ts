import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { DB } from '../db/index.js';
import { ApiError, refusal } from '../errors.js';

/**
 * Attempts are counted BEFORE the password is checked, in one atomic upsert per key, so a burst
 * of parallel guesses cannot slip past the limit. Once `limit` attempts fall in one window, the key
 * is blocked for `baseBlockSeconds`, doubling with each attempt after that, capped at
 * `maxBlockSeconds`: after a block one attempt is allowed again, and a window with no block resets
 * the count. So nobody can lock an account forever, and a correct password works after the block.
 *
 * One address cannot lock the owner out: the address's own keys are counted first, and an attempt
 * they refuse is not counted against the account; the account-wide limit is high and spares the
 * addresses the account has signed in from (`signInAddresses.ts`).
 */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  baseBlockSeconds: number;
  maxBlockSeconds: number;
}

const minutes = (n: number) => n * 60;

export const throttleRules = {
  /** One address guessing one account's password: strict. */
  accountFromAddress: { limit: 5, windowSeconds: minutes(15), baseBlockSeconds: 30, maxBlockSeconds: minutes(15) },
  /**
   * Many addresses guessing one account (a botnet). One address gets about ten attempts in a window
   * past its own block, so it takes ten or more addresses to reach this.
   */
  account: { limit: 100, windowSeconds: minutes(15), baseBlockSeconds: 60, maxBlockSeconds: minutes(15) },
  /** One address trying many accounts (credential stuffing); successful sign-ins are forgiven. */
  address: { limit: 30, windowSeconds: minutes(15), baseBlockSeconds: 60, maxBlockSeconds: minutes(15) },
  /** Guessing the current password on the change-password form with a stolen access token. */
  changePassword: { limit: 5, windowSeconds: minutes(15), baseBlockSeconds: 30, maxBlockSeconds: minutes(15) },
  /** Reset emails asked for one address (whether an account uses it or not) or one account: three a quarter hour, then none. */
  passwordResetEmails: { limit: 3, windowSeconds: minutes(15), baseBlockSeconds: minutes(15), maxBlockSeconds: minutes(15) },
} satisfies Record<string, ThrottleRule>;

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/** Seconds a key is blocked for after its `attempts`-th attempt (0 while under the limit). */
export function blockSeconds(attempts: number, rule: ThrottleRule): number {
  if (attempts < rule.limit) return 0;
  return Math.min(rule.maxBlockSeconds, rule.baseBlockSeconds * 2 ** Math.min(attempts - rule.limit, 30));
}

/** IPv6 clients usually own a whole /64: count it as one address. */
export function addressKey(ip: string): string {
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The keys one sign-in attempt counts against, in counting order: the address's own first. The
 * account-wide key is left out for an address the account has signed in from before.
 */
export function loginKeys(email: string, ip: string, { knownAddress = false } = {}): ThrottleKey[] {
  const address = addressKey(ip);
  return [
    { key: `account-address:${email}|${address}`, rule: throttleRules.accountFromAddress },
    { key: `address:${address}`, rule: throttleRules.address },
    ...(knownAddress ? [] : [{ key: `account:${email}`, rule: throttleRules.account }]),
  ];
}

export const changePasswordKey = (accountId: number): ThrottleKey => ({
  key: `change-password:${accountId}`,
  rule: throttleRules.changePassword,
});

/** The forgot-password form's keys: the address asked for (before any lookup, so unknown ones count alike), then its account. */
export const passwordResetAddressKey = (email: string): ThrottleKey => ({ key: `password-reset-address:${email}`, rule: throttleRules.passwordResetEmails });
export const passwordResetAccountKey = (accountId: number): ThrottleKey => ({ key: `password-reset-account:${accountId}`, rule: throttleRules.passwordResetEmails });

const tooManyAttempts = (retryAfter: number) =>
  new ApiError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Try again in ${retryAfter < 120 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`}.`,
    refusal('TOO_MANY_ATTEMPTS', { seconds: retryAfter }),
    { headers: { 'retry-after': String(retryAfter) } },
  );

/**
 * Counts one attempt against each key in order and throws 429 with Retry-After at the first key
 * that refuses it: the keys after it do not count an attempt that was never tried.
 */
export async function registerAttempt(db: DB, keys: ThrottleKey[]): Promise<void> {
  const wait = await countAttempts(db, keys);
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * Counts one attempt against each key in order, as `registerAttempt` does, and answers the seconds
 * to wait at the first key that refuses it, 0 when none does: for limits that refuse silently.
 */
export async function countAttempts(db: DB, keys: ThrottleKey[]): Promise<number> {
  for (const { key, rule } of keys) {
    const wait = await countAttempt(db, key, rule);
    if (wait > 0) return wait;
  }
  return 0;
}

/** Answers the seconds to wait when this attempt was refused, else 0. */
async function countAttempt(db: DB, key: string, rule: ThrottleRule): Promise<number> {
  const blocked = sql`(t.blocked_until is not null and t.blocked_until > now())`;
  const windowOver = sql`t.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const nextAttempts = sql`(case when ${windowOver} then 1 else t.attempts + 1 end)`;
  const blockFor = (attempts: ReturnType<typeof sql>) =>
    sql`case when ${attempts} >= ${rule.limit}
      then now() + make_interval(secs => least(${rule.maxBlockSeconds}, ${rule.baseBlockSeconds} * power(2, least(${attempts} - ${rule.limit}, 30))))
      else null end`;
  const { rows } = await sql<{ refused: boolean; retryAfter: number }>`
    insert into auth_throttle as t (key, attempts, window_started_at, blocked_until, last_refused, updated_at)
    values (${key}, 1, now(), ${blockFor(sql`1`)}, false, now())
    on conflict (key) do update set
      last_refused = ${blocked},
      attempts = case when ${blocked} then t.attempts else ${nextAttempts} end,
      window_started_at = case when ${blocked} then t.window_started_at when ${windowOver} then now() else t.window_started_at end,
      blocked_until = case when ${blocked} then t.blocked_until else ${blockFor(nextAttempts)} end,
      updated_at = now()
    returning last_refused as refused,
      greatest(1, ceil(extract(epoch from (coalesce(blocked_until, now()) - now()))))::int as retry_after`.execute(db);
  const row = rows[0]!;
  return row.refused ? row.retryAfter : 0;
}

/**
 * After a successful sign-in: the account's counters start again, and the address gets its
 * attempt back (an office behind one address is not blocked by its own colleagues).
 */
export async function forgiveAttempt(db: DB, keys: ThrottleKey[]): Promise<void> {
  for (const { key, rule } of keys) {
    if (key.startsWith('address:')) {
      await sql`
        update auth_throttle set attempts = greatest(attempts - 1, 0),
          blocked_until = case when attempts - 1 < ${rule.limit} then null else blocked_until end,
          updated_at = now()
        where key = ${key}`.execute(db);
    } else {
      await db.deleteFrom('authThrottle').where('key', '=', key).execute();
    }
  }
}

/** After a password reset the owner may sign in at once, even if strangers had blocked the account. */
export async function clearAccountThrottle(db: DB, email: string): Promise<void> {
  await db
    .deleteFrom('authThrottle')
    .where((eb) => eb.or([eb('key', '=', `account:${email}`), eb('key', 'like', `account-address:${email.replace(/[\\%_]/g, '\\$&')}|%`)]))
    .execute();
}
