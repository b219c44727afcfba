/*
 * The first start's demo data with a declared resource whose demo refers to people
 * (tests/fixtures/resources/specimens: a tutor): seeded after the marketplace it refers to, and all
 * or nothing, so that a demo the API refuses leaves no half-seeded database behind.
 */
process.env.DECLARED_RESOURCES_EXTRA_DIR = 'tests/fixtures/resources';
const { discoverDeclarations } = await import('../../server/declared/discover.js');
const { demoOf, rememberDemo } = await import('../../server/declared/demoModule.js');
const specimens = (await discoverDeclarations()).find((declaration) => declaration.name === 'specimens')!;
delete process.env.DECLARED_RESOURCES_EXTRA_DIR;

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { seedOnFirstStart } from '../../server/db/seed/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

describe('the first start with demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const config = loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
  const counts = async () =>
    (
      await sql<{ accounts: number; subjects: number; specimens: number }>`
        select (select count(*)::int from accounts) as accounts, (select count(*)::int from subjects) as subjects,
          (select count(*)::int from specimens) as specimens`.execute(t.db)
    ).rows[0];

  it('leaves nothing behind when a demo row is refused, and says which', async () => {
    const demo = demoOf(specimens)!;
    rememberDemo(specimens, (now, seeded) => [{ ...demo(now, seeded)[0], label: '' }]);
    try {
      await expect(seedOnFirstStart(t.db, config, { scale: 0.02 })).rejects.toThrow(/Demo row 1 of src\/resources\/specimens\/demo.ts is refused/);
    } finally {
      rememberDemo(specimens, demo);
    }
    expect(await counts()).toEqual({ accounts: 0, subjects: 0, specimens: 0 });
  });

  it('seeds everything on the next start, sign-in details included, with the demo referring to a demo tutor', async () => {
    const seeded = await seedOnFirstStart(t.db, config, { scale: 0.02 });
    expect(seeded.map((account) => account.label)).toEqual(['superAdmin', 'admin']);
    expect(await counts()).toMatchObject({ specimens: 2 });
    const { rows } = await sql<{ userType: string }>`
      select a.user_type as "userType" from specimens s join accounts a on a.id = s.tutor where s.label = 'First specimen'`.execute(t.db);
    expect(rows).toEqual([{ userType: 'tutor' }]);
  });
});
