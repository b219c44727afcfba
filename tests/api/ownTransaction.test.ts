import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/index.js';
import { ownTransaction } from '../../server/db/ownTransaction.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/** A write in a transaction of its own, or under a savepoint of the caller's (an import's batch of rows), on the real database. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const insertLanguage = (db: DB, name: string) => sql`insert into languages (name) values (${name})`.execute(db);
const names = async (prefix: string) =>
  (await sql<{ name: string }>`select name from languages where name like ${`${prefix}%`} order by name`.execute(t.db)).rows.map(({ name }) => name);

describe('ownTransaction', () => {
  it('inside a transaction, a write the database refuses undoes itself alone: the writes before and after it are committed', async () => {
    await insertLanguage(t.db, 'Batch taken');
    const refused = await t.db.transaction().execute(async (trx) => {
      await ownTransaction(trx, (own) => insertLanguage(own, 'Batch first'));
      const clash = await ownTransaction(trx, async (own) => {
        await insertLanguage(own, 'Batch half-written');
        await insertLanguage(own, 'BATCH TAKEN');
      }).catch((error: unknown) => error);
      await ownTransaction(trx, (own) => insertLanguage(own, 'Batch last'));
      return clash;
    });
    expect(refused).toBeInstanceOf(Error);
    expect(await names('Batch')).toEqual(['Batch first', 'Batch last', 'Batch taken']);
  });

  it('outside one, opens its own: a failure writes nothing', async () => {
    await expect(
      ownTransaction(t.db, async (own) => {
        await insertLanguage(own, 'Alone written');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await names('Alone')).toEqual([]);
  });
});
