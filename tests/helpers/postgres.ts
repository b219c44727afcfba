import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name every scratch database of this run starts with (tests/helpers/scratchDatabases.ts). */
    scratchDatabasePrefix: string;
  }
}

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a new, empty database on the server of `url` and answers its URL, so that every test
 * file starts from a clean PostgreSQL just as it does on PGlite. The run's end drops it.
 */
export async function createScratchDatabase(url: string): Promise<string> {
  const name = `${inject('scratchDatabasePrefix')}${randomBytes(4).toString('hex')}`;
  await withServer(url, (client) => client.query(`create database ${name}`));
  return url.replace(/^(postgres(ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`);
}

/** Drops the databases whose names start with `prefix` (a run's scratch databases), connected or not. */
export async function dropScratchDatabases(url: string, prefix: string): Promise<number> {
  return withServer(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(`select datname as name from pg_database where starts_with(datname, $1)`, [prefix]);
    for (const { name } of rows) await client.query(`drop database if exists "${name}" with (force)`);
    return rows.length;
  });
}
