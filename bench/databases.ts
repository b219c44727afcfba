import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { migrate, postgresPool, type DB } from '../server/db/index.js';
import type { Database } from '../server/db/schema.js';
import { WorkerPGlite } from '../server/db/workerPGlite.js';
import { WorkerPGliteDialect } from '../server/db/workerPGliteDialect.js';
import { forwardedChanges, postgresChanges, type ChangeSource } from '../server/live/changeSource.js';

export type Engine = 'postgres' | 'pglite';

/** A raw SQL runner on the same connection(s) as the Kysely instance: the "SQL run directly" side. */
export type RawQuery = (text: string, params: readonly unknown[]) => Promise<unknown>;

export interface BenchDatabase {
  engine: Engine;
  label: string;
  db: DB;
  /** The committed writes, as the server's live streams read them. */
  changes: ChangeSource;
  raw: RawQuery;
  /** The same database seen through a Kysely instance that reports every query it runs. */
  recording: (onQuery: (sql: string, params: readonly unknown[]) => void) => DB;
  close: () => Promise<void>;
}

export const defaultBenchUrl = 'postgres://root@%2Fvar%2Frun%2Fpostgresql/tutor_dev';
export const cacheDir = path.resolve('bench/.cache');

const withDatabase = (url: string, name: string) => url.replace(/^(postgres(ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`);

/** Whether a PostgreSQL server answers at `url`. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensurePostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

function kysely(dialect: Dialect, log?: (event: LogEvent) => void): DB {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()], ...(log ? { log } : {}) });
}

const recorder = (onQuery: (sql: string, params: readonly unknown[]) => void) => (event: LogEvent) => {
  if (event.level === 'query') onQuery(event.query.sql, event.query.parameters);
};

/**
 * Opens (creating and migrating when new) the bench database `tutor_bench_<size>` of one engine;
 * on PostgreSQL with BENCH_DATABASE_SUFFIX's text appended, so that two checkouts can each seed their own.
 */
export async function openBenchDatabase(engine: Engine, size: string, serverUrl: string): Promise<BenchDatabase> {
  const name = `tutor_bench_${size}${process.env.BENCH_DATABASE_SUFFIX ?? ''}`;
  if (engine === 'postgres') {
    const url = await ensurePostgresDatabase(serverUrl, name);
    // The server's own pool (server/db/index.ts): 20 connections, marked statements prepared.
    const pool = postgresPool(url);
    const db = kysely(new PostgresDialect({ pool }));
    await migrate(db);
    const extra: DB[] = [];
    const changes = await postgresChanges(url);
    return {
      engine,
      label: `PostgreSQL ${size}`,
      db,
      changes,
      raw: (text, params) => pool.query(text, params as unknown[]),
      recording: (onQuery) => {
        const recordingDb = kysely(new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }), recorder(onQuery));
        extra.push(recordingDb);
        return recordingDb;
      },
      close: async () => {
        await changes.close();
        for (const other of extra) await other.destroy();
        await db.destroy();
      },
    };
  }
  const dir = path.join(cacheDir, `pglite-${size}`);
  await mkdir(dir, { recursive: true });
  // In a worker thread, as the server opens it (server/db/index.ts).
  const pglite = await WorkerPGlite.create(dir);
  const db = kysely(new WorkerPGliteDialect(pglite));
  await migrate(db);
  return {
    engine,
    label: `PGlite ${size}`,
    db,
    changes: forwardedChanges((handler) => pglite.onNotification(handler)),
    raw: (text, params) => pglite.query(text, params as unknown[]),
    recording: (onQuery) => kysely(new WorkerPGliteDialect(pglite), recorder(onQuery)),
    close: async () => {
      await db.destroy();
      await pglite.close().catch(() => undefined);
    },
  };
}
