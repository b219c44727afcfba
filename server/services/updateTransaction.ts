import type { Transaction } from 'kysely';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';

/** Thrown inside an update's transaction to undo a save that changed no value: the stored record is the answer. */
class NothingChanged<R> extends Error {
  constructor(readonly record: R) {
    super('nothing changed');
  }
}

/** Every value the caller sees the same, the version (updatedAt) aside: a save of what was read. */
const sameValues = (before: object, after: object) => JSON.stringify({ ...before, updatedAt: null }) === JSON.stringify({ ...after, updatedAt: null });

/**
 * Called by an update once it has written and read the record back as its call answers it, before
 * it audits: rolls the save back when nothing but the version differs.
 */
export type UnlessUnchanged<R> = (before: R, after: R) => void;

/**
 * Runs an update in one transaction. A save that changes no value writes nothing: when
 * `unlessUnchanged(before, after)` finds the answered record the same as the stored one but for its
 * version, the transaction is rolled back and the stored record is the answer. The version stays, so
 * another editor of the record meets no conflict, and the history gains no empty entry. The records
 * compared are the whole answer, related rows included (a tutor's subjects).
 */
export async function updateTransaction<R extends object>(db: DB, write: (trx: Transaction<Database>, unlessUnchanged: UnlessUnchanged<R>) => Promise<R>): Promise<R> {
  const unlessUnchanged: UnlessUnchanged<R> = (before, after) => {
    if (sameValues(before, after)) throw new NothingChanged(before);
  };
  try {
    return await db.transaction().execute((trx) => write(trx, unlessUnchanged));
  } catch (error) {
    if (error instanceof NothingChanged) return error.record as R;
    throw error;
  }
}
