import { sql } from 'kysely';
import type { DB } from '../db/index.js';
import { addressKey } from './throttle.js';

/** How long a successful sign-in keeps its address known to the account. */
const KNOWN_FOR_DAYS = 90;

/** True when the live account with this email has signed in from this address recently. */
export async function isKnownAddress(db: DB, email: string, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('signInAddresses')
    .innerJoin('accounts', 'accounts.id', 'signInAddresses.accountId')
    .select('signInAddresses.accountId')
    .where('accounts.email', '=', email)
    .where('accounts.deletedAt', 'is', null)
    .where('signInAddresses.address', '=', addressKey(ip))
    .where('signInAddresses.lastSignedInAt', '>', sql<Date>`now() - make_interval(days => ${KNOWN_FOR_DAYS})`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberAddress(db: DB, accountId: number, ip: string): Promise<void> {
  await db
    .insertInto('signInAddresses')
    .values({ accountId, address: addressKey(ip) })
    .onConflict((oc) => oc.columns(['accountId', 'address']).doUpdateSet({ lastSignedInAt: sql`now()` }))
    .execute();
}
