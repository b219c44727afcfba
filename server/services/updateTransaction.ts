import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';

/** Thrown inside an update to undo a save that changed no value: the stored record is the answer. */
class NothingChanged<R> extends Error {
  constructor(readonly record: R) {
    super('nothing changed');
  }
}

/** Every value the caller sees the same, the version (updatedAt) aside: a save of what was read. */
const sameValues = (before: object, after: object) => JSON.stringify({ ...before, updatedAt: null }) === JSON.stringify({ ...after, updatedAt: null });

/**
 * Called by an update once it has written and read the record back as its call answers it, before
 * it audits: undoes the save when nothing but the version differs.
 */
export type UnlessUnchanged<R> = (before: R, after: R) => void;

const unlessUnchanged = <R extends object>(before: R, after: R): void => {
  if (sameValues(before, after)) throw new NothingChanged(before);
};

/**
 * Runs an update in one transaction. A save that changes no value writes nothing: when
 * `unlessUnchanged(before, after)` finds the answered record the same as the stored one but for its
 * version, the transaction is rolled back and the stored record is the answer. The version stays, so
 * another editor of the record meets no conflict, and the history gains no empty entry. The records
 * compared are the whole answer, related rows included (a tutor's subjects).
 */
export async function updateTransaction<R extends object>(db: DB, write: (trx: Transaction<Database>, unlessUnchanged: UnlessUnchanged<R>) => Promise<R>): Promise<R> {
  try {
    return await db.transaction().execute((trx) => write(trx, unlessUnchanged));
  } catch (error) {
    if (error instanceof NothingChanged) return error.record as R;
    throw error;
  }
}

/**
 * The same rule for one record of a bulk change, inside the bulk call's transaction `trx`: the
 * record's writes run under a savepoint, which undoes them when `unlessUnchanged` finds nothing
 * changed (the stored record is then the answer), while the other records' changes stay. A record
 * already as the bulk call would leave it keeps its version and gains no history entry.
 */
export async function updateOneOfMany<R extends object>(trx: Transaction<Database>, write: (unlessUnchanged: UnlessUnchanged<R>) => Promise<R>): Promise<R> {
  await sql`savepoint one_of_many`.execute(trx);
  try {
    const saved = await write(unlessUnchanged);
    await sql`release savepoint one_of_many`.execute(trx);
    return saved;
  } catch (error) {
    if (!(error instanceof NothingChanged)) throw error;
    await sql`rollback to savepoint one_of_many`.execute(trx);
    await sql`release savepoint one_of_many`.execute(trx);
    return error.record as R;
  }
}
