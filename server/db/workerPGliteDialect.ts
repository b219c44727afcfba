import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { OpenTransaction, WorkerPGlite } from './workerPGlite.js';

/**
 * Kysely's dialect for the embedded database in its worker thread (workerPGlite.ts). Kysely 0.29
 * ships a PGlite dialect, but it declares Node 22 while we support Node 20; on 0.28 this is the
 * few lines of glue between Kysely's PostgreSQL compiler and the worker's messages.
 */
export class WorkerPGliteDialect implements Dialect {
  readonly #pglite: WorkerPGlite;

  constructor(pglite: WorkerPGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new WorkerPGliteDriver(this.#pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/**
 * PGlite is one session: a query sent while a transaction is open would run inside it. So the driver
 * hands out its one connection to one caller at a time, as a pool of size one.
 */
class WorkerPGliteDriver implements Driver {
  readonly #connection: WorkerPGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(pglite: WorkerPGlite) {
    this.#connection = new WorkerPGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: WorkerPGliteConnection): Promise<void> {
    await connection.begin();
  }

  async commitTransaction(connection: WorkerPGliteConnection): Promise<void> {
    await connection.end('commit');
  }

  async rollbackTransaction(connection: WorkerPGliteConnection): Promise<void> {
    await connection.end('rollback');
  }

  async destroy(): Promise<void> {
    await this.#connection.close();
  }
}

class WorkerPGliteConnection implements DatabaseConnection {
  readonly #pglite: WorkerPGlite;
  #transaction: OpenTransaction | undefined;

  constructor(pglite: WorkerPGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.#transaction ?? this.#pglite;
    const { rows, affectedRows } = await target.query<R>(compiledQuery.sql, compiledQuery.parameters);
    return { rows, numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded database does not stream query results');
  }

  async begin(): Promise<void> {
    this.#transaction = await this.#pglite.begin();
  }

  async end(how: 'commit' | 'rollback'): Promise<void> {
    const transaction = this.#transaction;
    this.#transaction = undefined;
    await transaction?.[how]();
  }

  async close(): Promise<void> {
    await this.#pglite.close();
  }
}
