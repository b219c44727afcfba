import { Worker } from 'node:worker_threads';
import { CHANGES_CHANNEL } from '../live/changeNotices.js';

/** What PGlite answers to a query (`rowMode: 'object'`, the default). */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface OpenTransaction {
  query<T>(sql: string, params?: readonly unknown[], options?: object): Promise<QueryResult<T>>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** An error of the database as the worker sent it: PostgreSQL's fields (code, constraint...) kept. */
function databaseError(fields: Reply['error']): Error {
  const { message, name, stack: _stack, ...rest } = fields!;
  return Object.assign(new Error(message), rest, name ? { name } : {});
}

/**
 * PGlite in a worker thread, spoken to through workerPGliteDialect.ts. PGlite runs each query
 * to its end on the thread that holds it (120 ms for a deep page at a million rows), so on the
 * server's thread one query would hold every other request; here only the database waits.
 */
export class WorkerPGlite {
  closed = false;
  ready = false;
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #stopped: Error | undefined;
  #notified: (payload: string) => void = () => undefined;

  /** Opens the database in `dataDir`, or in memory without one. */
  static async create(dataDir?: string): Promise<WorkerPGlite> {
    const pglite = new WorkerPGlite(dataDir);
    try {
      await pglite.waitReady;
    } catch (error) {
      await pglite.close().catch(() => undefined);
      throw error;
    }
    return pglite;
  }

  private constructor(dataDir?: string) {
    this.#worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir } });
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply | { notification: string }) => ('notification' in reply ? this.#notified(reply.notification) : this.#settle(reply)));
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) => this.#stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
    this.waitReady = this.#call<void>({ type: 'open', channel: CHANGES_CHANNEL }).then(() => {
      this.ready = true;
    });
  }

  query<T>(sql: string, params?: readonly unknown[], options?: object): Promise<QueryResult<T>> {
    return this.#call({ type: 'query', sql, params, options });
  }

  /**
   * Opens a transaction and holds the database for it, as PGlite does, until `commit` or
   * `rollback`: the handle Kysely's driver (workerPGliteDialect.ts) runs a transaction's queries on.
   */
  async begin(): Promise<OpenTransaction> {
    const txId = this.#nextId++;
    await this.#call({ type: 'begin', txId });
    return {
      query: (sql, params, options) => this.#call({ type: 'query', txId, sql, params, options }),
      commit: () => this.#call({ type: 'commit', txId }),
      rollback: () => this.#call({ type: 'rollback', txId }),
    };
  }

  /** Where the notifications of the changes channel go (server/live/changeSource.ts), committed writes only. */
  onNotification(handler: (payload: string) => void): void {
    this.#notified = handler;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (!this.#stopped) await this.#call({ type: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      // The thread keeps the process alive only while it owes an answer.
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #settle(reply: Reply) {
    const call = this.#pending.get(reply.id);
    if (!call) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) call.reject(databaseError(reply.error));
    else call.resolve(reply.result);
  }

  #stop(error: Error) {
    this.#stopped ??= error;
    this.closed = true;
    for (const call of this.#pending.values()) call.reject(this.#stopped);
    this.#pending.clear();
  }
}
