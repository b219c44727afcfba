import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/index.js';
import { isUniqueViolation, violatedConstraint } from '../../server/services/pgErrors.js';

/** The embedded database runs in a worker thread (server/db/workerPGlite.ts). */
describe('PGlite in its worker thread', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
    await sql`create table worker_check (id int primary key, name text not null unique)`.execute(database.db);
  });
  afterAll(async () => database.close());

  it('keeps the server thread free while a long query runs', async () => {
    let queryDone = false;
    const query = sql<{ n: number }>`select count(*)::int as n from generate_series(1, 3000000)`.execute(database.db).then((result) => {
      queryDone = true;
      return result.rows[0]!.n;
    });
    // On the server's own thread the query would hold the timer until it ended.
    const timerSawQueryDone = await new Promise<boolean>((resolve) => setTimeout(() => resolve(queryDone), 1));
    expect(timerSawQueryDone).toBe(false);
    expect(await query).toBe(3_000_000);
  });

  it('reports PostgreSQL errors with their code and constraint', async () => {
    await database.db.insertInto('worker_check' as never).values({ id: 1, name: 'one' } as never).execute();
    const error = await database.db
      .insertInto('worker_check' as never)
      .values({ id: 2, name: 'one' } as never)
      .execute()
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe('worker_check_name_key');
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction, and rolls back one that throws, leaving nothing of it', async () => {
    await database.db.transaction().execute(async (tx) => {
      await tx.insertInto('worker_check' as never).values({ id: 10, name: 'kept' } as never).execute();
    });
    const failed = database.db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto('worker_check' as never).values({ id: 11, name: 'dropped' } as never).execute();
        throw new Error('changed my mind');
      })
      .catch((caught: Error) => caught.message);
    expect(await failed).toBe('changed my mind');
    const names = await sql<{ name: string }>`select name from worker_check where id >= 10 order by id`.execute(database.db);
    expect(names.rows.map((row) => row.name)).toEqual(['kept']);
  });

  it('runs queries from outside a transaction after it, not inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction().execute(async (tx) => {
      await tx.insertInto('worker_check' as never).values({ id: 20, name: 'in transaction' } as never).execute();
      inserted();
      await held;
      throw new Error('roll back');
    });
    // Sent while the transaction holds its uncommitted row: inside it, the count would be 1.
    await insertedInTransaction;
    const outside = sql<{ n: number }>`select count(*)::int as n from worker_check where id = 20`.execute(database.db);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await outside).rows[0]!.n).toBe(0);
  });

  it('counts the rows an update or delete changed, as a service reads them', async () => {
    await database.db.insertInto('worker_check' as never).values([{ id: 30, name: 'a30' }, { id: 31, name: 'a31' }] as never).execute();
    const updated = await database.db
      .updateTable('worker_check' as never)
      .set({ name: sql`name || '!'` } as never)
      .where(sql<boolean>`id >= 30`)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await database.db.deleteFrom('worker_check' as never).where(sql<boolean>`id = 99`).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
  });

  it('answers dates, numbers and nulls as the in-process PGlite did', async () => {
    const { rows } = await sql<{ at: Date; big: number; nothing: null; list: number[] }>`
      select timestamptz '2026-01-02T03:04:05Z' as at, 9007199254740::int8 as big, null as nothing, array[1, 2] as list`.execute(database.db);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(rows[0]).toMatchObject({ nothing: null, list: [1, 2] });
    expect(Number(rows[0]!.big)).toBe(9007199254740);
  });
});
