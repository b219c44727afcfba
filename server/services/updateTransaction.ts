import type { Transaction } from 'kysely';
import type { DB } from '../db/index.js';
import { ownTransaction } from '../db/ownTransaction.js';
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
 * Runs an update in one transaction (or under a savepoint of the caller's: `ownTransaction`). A save
 * that changes no value writes nothing: when `unlessUnchanged(before, after)` finds the answered
 * record the same as the stored one but for its version, the write is rolled back and the stored
 * record is the answer. The version stays, so another editor of the record meets no conflict, and the
 * history gains no empty entry. The records compared are the whole answer, related rows included (a
 * tutor's subjects). Inside a bulk call's transaction the other records' changes stay.
 */
export async function updateTransaction<R extends object>(db: DB, write: (trx: Transaction<Database>, unlessUnchanged: UnlessUnchanged<R>) => Promise<R>): Promise<R> {
  try {
    return await ownTransaction(db, (trx) => write(trx, unlessUnchanged));
  } catch (error) {
    if (error instanceof NothingChanged) return error.record as R;
    throw error;
  }
}
