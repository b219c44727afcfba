// @ts-check
/**
 * The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs every query on
 * the thread that holds it, so here it holds this worker's thread instead of the server's event
 * loop. Messages from `workerPGlite.ts`: open, query, begin/commit/rollback of a transaction,
 * close; the notifications of the channel `open` names are posted as `{ notification }`. Plain JavaScript: worker threads load their file without the TypeScript loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir?: string }} */
const options = workerData ?? {};

/** @param {unknown} error the PostgreSQL fields (code, constraint, detail...) survive the copy. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)));
  return { ...fields, name: error.name, message: error.message };
}

/** @type {PGlite | undefined} */
let pglite;
/** Open transactions by id: the transaction's query handle and how to end it. */
const transactions = new Map();

/** @param {any} message */
async function handle(message) {
  switch (message.type) {
    case 'open':
      pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
      await pglite.listen(message.channel, (payload) => port.postMessage({ notification: payload }));
      return {};
    case 'query': {
      if (!pglite) throw new Error('The embedded database is not open');
      const target = message.txId === undefined ? pglite : transactions.get(message.txId)?.tx;
      if (!target) throw new Error(`No open transaction ${message.txId}`);
      const { rows, affectedRows, fields } = await target.query(message.sql, message.params, message.options);
      return { rows, affectedRows, fields };
    }
    case 'begin':
      return new Promise((begun, failed) => {
        /** @type {(value?: unknown) => void} */
        let commit = () => undefined;
        /** @type {(reason?: unknown) => void} */
        let rollback = () => undefined;
        const ended = new Promise((resolve, reject) => {
          commit = resolve;
          rollback = reject;
        });
        const closed = pglite.transaction(async (tx) => {
          transactions.set(message.txId, { tx, commit, rollback, closed });
          begun({});
          await ended;
        });
        closed.catch(failed);
      });
    case 'commit': {
      const transaction = transactions.get(message.txId);
      transaction.commit();
      try {
        await transaction.closed;
      } finally {
        transactions.delete(message.txId);
      }
      return {};
    }
    case 'rollback': {
      const transaction = transactions.get(message.txId);
      if (transaction) {
        transaction.rollback(new Error('rolled back'));
        await transaction.closed.catch(() => undefined);
        transactions.delete(message.txId);
      }
      return {};
    }
    case 'close':
      if (pglite && !pglite.closed) await pglite.close();
      return {};
    default:
      throw new Error(`Unknown message ${message.type}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});
