import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/index.js';
import { PREPARED } from '../../server/db/preparedStatements.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

async function open(): Promise<OpenDatabase> {
  if (!onPostgres) return openDatabase({ kind: 'memory' });
  const { createScratchDatabase } = await import('../helpers/postgres.js');
  return openDatabase({ kind: 'postgres', url: await createScratchDatabase(process.env.DATABASE_URL!) });
}

/** Statements marked PREPARED (server/db/preparedStatements.ts): the session check is one. */
describe('statements marked as prepared', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database.close());

  const marked = (value: number) => sql<{ doubled: number }>`${sql.raw(PREPARED)} select ${value}::int * 2 as doubled`;
  const otherMarked = (value: number) => sql<{ tripled: number }>`${sql.raw(PREPARED)} select ${value}::int * 3 as tripled`;

  it('answer with their parameters of each run, and PostgreSQL keeps each text prepared once per connection', async () => {
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    const seen = await database.db.transaction().execute(async (trx) => {
      const results = [];
      for (const value of [1, 2, 3]) results.push((await marked(value).execute(trx)).rows[0]!.doubled);
      results.push((await otherMarked(5).execute(trx)).rows[0]!.tripled);
      await sql`select ${7}::int as plain`.execute(trx);
      const prepared = onPostgres
        ? (await sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(trx)).rows.map((row) => row.statement)
        : [];
      return { results, prepared };
    });
    expect(seen.results).toEqual([2, 4, 6, 15]);
    if (onPostgres) {
      expect(seen.prepared).toHaveLength(2);
      expect(seen.prepared.every((statement) => statement.startsWith(PREPARED))).toBe(true);
      expect(seen.prepared.some((statement) => statement.includes('* 2'))).toBe(true);
      expect(seen.prepared.some((statement) => statement.includes('* 3'))).toBe(true);
    } else {
      // PGlite reads the mark as a comment: the statements ran as plain SQL.
      expect(seen.prepared).toEqual([]);
    }
  });

  it('fail as plain statements do, and the connection goes on preparing', async () => {
    const failing = sql`${sql.raw(PREPARED)} select 1 / ${0}::int as broken`;
    await expect(failing.execute(database.db)).rejects.toThrow(/division by zero/);
    expect((await marked(21).execute(database.db)).rows[0]!.doubled).toBe(42);
  });
});
