import { sql } from 'kysely';
import { loadConfig, type Config } from '../../server/config.js';
import { buildApp } from '../../server/app.js';
import type { App } from '../../server/appType.js';
import { openDatabase, type DB } from '../../server/db/index.js';
import { makeFixtureTables } from './fixtureTables.js';

/** The JWT secret of every test app (tests that forge or expire tokens sign with it). */
export const TEST_JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

export interface TestApp {
  app: App;
  db: DB;
  config: Config;
  close: () => Promise<void>;
}

/**
 * The real server on a fresh database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL
 * is set (each call gets its own schema-free database, see tests/helpers/postgres.ts).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  { serverDb = (db) => db, ...options }: { adminDir?: string; /** The database as the server sees it (a test may watch its statements). */ serverDb?: (db: DB) => DB } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...env });
  const database = await openDatabase(await testDatabaseTarget(), { beforeCheck: makeFixtureTables });
  const app = await buildApp({ config, db: serverDb(database.db), changes: database.changes, jwtSecret: TEST_JWT_SECRET, logger: false, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function testDatabaseTarget() {
  const url = process.env.DATABASE_URL;
  if (!url) return { kind: 'memory' as const };
  const { createScratchDatabase } = await import('./postgres.js');
  return { kind: 'postgres' as const, url: await createScratchDatabase(url) };
}

/**
 * Runs a test's own data setup in one transaction without the server pool's statement timeout
 * (`postgresPool` in server/db/index.ts): its 10 s guard the admin's calls, and a bulk insert of
 * a hundred thousand rows can outlast them on a loaded machine.
 */
export function withoutStatementTimeout<T>(t: TestApp, work: (trx: DB) => Promise<T>): Promise<T> {
  return t.db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    return work(trx);
  });
}
