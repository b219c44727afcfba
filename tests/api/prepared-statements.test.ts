import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/index.js';
import { PREPARED } from '../../server/db/preparedStatements.js';
import { listTutors } from '../../server/services/tutorList.js';
import { listUsers } from '../../server/services/users.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTutor, insertCatalogue } from '../helpers/people.js';

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

/**
 * Page 1 of the large lists, the page every list opens on, and the tutors' page details: prepared on
 * PostgreSQL, and PostgreSQL keeps one generic plan for each instead of planning every run.
 */
describe('the lists\' first pages', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin');
    await insertCatalogue(t);
    // Enough students that a limit hidden in a parameter would cost the generic plan more than the
    // custom ones (the planner then guesses 10% of the rows), so PostgreSQL would plan every run.
    await sql`insert into accounts (email, display_name, user_type, created_at)
      select 'student-' || n || '@example.test', 'Student ' || n, 'user', now() - n * interval '1 minute'
      from generate_series(1, 5000) as n`.execute(t.db);
    await sql`analyze accounts`.execute(t.db);
    await createTutor(t, admin, { displayName: 'Ada Tutor' });
    await createTutor(t, admin, { displayName: 'Bea Tutor' });
  });
  afterAll(async () => t.close());

  const firstPage = { page: 1, limit: 25, sort: 'createdAt', dir: 'desc' } as const;

  it('answer the same rows every time, and each statement is planned once per connection', async () => {
    const seen = await t.db.transaction().execute(async (trx) => {
      const pages = [];
      for (let run = 0; run < 8; run++) pages.push(await listTutors(trx, { ...firstPage }));
      for (let run = 0; run < 8; run++) await listUsers(trx, { id: admin.id, displayName: admin.displayName, userType: 'admin' }, { ...firstPage });
      const prepared = onPostgres
        ? (await sql<{ statement: string; genericPlans: number; customPlans: number }>`
            select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(trx)).rows
        : [];
      return { pages, prepared };
    });
    expect(seen.pages[0]!.total).toBe(2);
    expect(seen.pages[0]!.items.map((tutor) => tutor.displayName)).toEqual(['Bea Tutor', 'Ada Tutor']);
    expect(seen.pages.every((page) => JSON.stringify(page) === JSON.stringify(seen.pages[0]))).toBe(true);
    if (!onPostgres) return;
    const planned = (fragment: string) => seen.prepared.filter((row) => row.statement.includes(fragment));
    const tutorsPage = planned('"list_total"').filter((row) => row.statement.includes("scope = 'tutors'"));
    const usersPage = planned('"list_total"').filter((row) => !row.statement.includes("scope = 'tutors'"));
    const tutorDetails = planned('array_agg(s.name');
    for (const statements of [tutorsPage, usersPage, tutorDetails]) {
      expect(statements).toHaveLength(1);
      expect(statements[0]!.genericPlans + statements[0]!.customPlans).toBe(8);
    }
    // Five custom plans first, then PostgreSQL keeps the generic one. (For the details, whose
    // array of ids it cannot size, it does so on real tables: 2 of 7 runs on the 1M bench database,
    // not on these two rows.)
    expect(tutorsPage[0]!.genericPlans).toBeGreaterThan(0);
    expect(usersPage[0]!.genericPlans).toBeGreaterThan(0);
  });
});
