import { sql, type Transaction } from 'kysely';
import type { DB } from './index.js';
import type { Database } from './schema.js';

/**
 * Runs `write` in a transaction of its own, or, when called inside one already (a bulk call, an
 * import's batch of rows), under a savepoint of it: a write that fails undoes itself alone, and the
 * surrounding transaction goes on with the others.
 */
export async function ownTransaction<T>(db: DB, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(write);
  const trx = db as Transaction<Database>;
  await sql`savepoint own_write`.execute(trx);
  try {
    const done = await write(trx);
    await sql`release savepoint own_write`.execute(trx);
    return done;
  } catch (error) {
    await sql`rollback to savepoint own_write`.execute(trx);
    await sql`release savepoint own_write`.execute(trx);
    throw error;
  }
}
