import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, type Dialect, type Migration } from 'kysely';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import { discoverDeclarations } from '../declared/discover.js';
import { assertTablesMatch } from '../declared/drift.js';
import { migrations } from './migrations/index.js';
import { prepareMarkedStatements } from './preparedStatements.js';
import { forwardedChanges, postgresChanges, type ChangeSource } from '../live/changeSource.js';
import { WorkerPGlite } from './workerPGlite.js';
import { WorkerPGliteDialect } from './workerPGliteDialect.js';
import type { Database } from './schema.js';

// count(*) and other int8 values: numbers, not strings (our counts stay far below 2^53).
pg.types.setTypeParser(20, (value) => Number(value));

export type DB = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

export interface OpenDatabase {
  db: DB;
  kind: DatabaseTarget['kind'];
  /** The committed writes of every API server on this database (the live streams read them). */
  changes: ChangeSource;
  close: () => Promise<void>;
}

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is already open in another process. ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DatabaseLockedError';
  }
}

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.resolve(config.dataDir, 'pgdata') };
}

export interface OpenOptions {
  /** Runs after the migrations and before the check of the declared tables: the tests make their fixtures' tables here. */
  beforeCheck?: (db: DB) => Promise<void>;
}

/** Opens the database (taking the PGlite directory lock) and runs pending migrations. */
export async function openDatabase(target: DatabaseTarget, { beforeCheck }: OpenOptions = {}): Promise<OpenDatabase> {
  const { dialect, changes: openChanges, release } = await createDialect(target);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  let changes: ChangeSource | undefined;
  const close = async () => {
    await changes?.close();
    await db.destroy();
    await release();
  };
  try {
    await migrate(db, beforeCheck);
    changes = await openChanges();
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: target.kind, changes, close };
}

/**
 * Until declared tables had migration files, the server made each at start, as migrations named
 * `resource_create_<name>` and `resource_link_<name>`. A database that ran them still lists them,
 * and the migrator refuses a database whose migrations it does not know: they stay known, as done.
 * The numbered migration that took over makes the same tables only where they are not.
 */
async function retiredMigrations(db: Kysely<any>): Promise<Record<string, Migration>> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!rows[0]?.exists) return {};
  const retired = await sql<{ name: string }>`select name from kysely_migration where starts_with(name, 'resource_')`.execute(db);
  return Object.fromEntries(retired.rows.map(({ name }) => [name, { up: async () => undefined }]));
}

/**
 * Runs the pending migrations (server/db/migrations). Unordered: a migration written on a branch
 * runs on a database that ran later numbered ones.
 */
export async function runMigrations(db: Kysely<any>): Promise<void> {
  const all = { ...(await retiredMigrations(db)), ...migrations };
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}

/** Runs the pending migrations, then checks that every declared field has its column (server/declared/drift.ts). */
export async function migrate(db: Kysely<any>, beforeCheck?: (db: DB) => Promise<void>): Promise<void> {
  await runMigrations(db);
  await beforeCheck?.(db);
  await assertTablesMatch(db, await discoverDeclarations());
}

interface Connection {
  dialect: Dialect;
  changes: () => Promise<ChangeSource>;
  release: () => Promise<void>;
}

const embeddedChanges = (pglite: WorkerPGlite) => async () => forwardedChanges((handler) => pglite.onNotification(handler));

async function createDialect(target: DatabaseTarget): Promise<Connection> {
  if (target.kind === 'postgres') {
    return { dialect: new PostgresDialect({ pool: postgresPool(target.url) }), changes: () => postgresChanges(target.url), release: async () => undefined };
  }
  if (target.kind === 'memory') {
    const pglite = await WorkerPGlite.create();
    return { dialect: new WorkerPGliteDialect(pglite), changes: embeddedChanges(pglite), release: async () => undefined };
  }
  await mkdir(target.dataDir, { recursive: true });
  const unlock = await lockDirectory(target.dataDir);
  try {
    const pglite = await WorkerPGlite.create(target.dataDir);
    return { dialect: new WorkerPGliteDialect(pglite), changes: embeddedChanges(pglite), release: unlock };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** The server's connection pool on PostgreSQL (the bench opens its databases with it too). */
export function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 10_000,
    statement_timeout: 10_000,
    // No parallel workers and no JIT compilation: a list reads a page's worth through an index and
    // stops, and the dashboard reads kept counts and short index ranges (docs/performance.md).
    // Split between workers, a walk for "tor" over a million students took 46 ms with two and 36 ms
    // alone; the tutors searched for "ledner" and sorted by rate, 22 ms of SQL with one worker and
    // 14 ms alone. JIT compiled for about 110 ms to answer the dashboard's sign-ups in 57 ms, and
    // for 355 ms a walk that ran in 8 ms: the planner costs these by the whole index they could read.
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // A client losing its server (idle in the pool, or checked out between two queries of a
  // transaction) must not crash the process; its next query fails and the caller gets a 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return prepareMarkedStatements(pool);
}

/** PGlite has no lock of its own: two processes on one directory would corrupt it. */
async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, { stale: 15_000, update: 5_000, realpath: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseLockedError(dir);
    throw error;
  }
}
