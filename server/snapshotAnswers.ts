import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Answers of list calls kept for as long as the database shows the same data (docs/performance.md,
 * "Answers kept per snapshot").
 *
 * Every signed-in call's session check also reads `pg_current_snapshot()`: which transactions the
 * statement sees as ended. Its text changes whenever a transaction that wrote anything ends, and
 * never comes back. A list call's answer is kept under the snapshot its own session check read; a
 * call of the same URL, by the same account, whose session check read the same snapshot gets that
 * answer, or waits for it while the first call is still computing it. Anything else runs the call.
 *
 * What such an answer shows is the database as it was at some moment while the call that gets it
 * was open, as if it had run its own statements: both session checks read the same snapshot, so no
 * write ended between them, and a write that ended after both ended while that call was open.
 *
 * A route opts in with `config: { keptPerSnapshot: true }` when its answer depends on nothing but
 * the database's data, its URL and the signed-in account: no clock (`now()`), no header, no
 * setting read outside the database.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The snapshot the session check read (`pg_current_snapshot()` as text). */
    dataSnapshot?: string;
  }
  interface FastifyContextConfig {
    keptPerSnapshot?: boolean;
  }
}

/** At most this many answers are kept, of at most this many characters in all (the least recently used go first). */
export const MAX_KEPT_ANSWERS = 200;
export const MAX_KEPT_CHARACTERS = 16_000_000;

/** Settles an answer being computed: its payload, or undefined when the call did not answer 200. */
export type Settle = (payload: string | undefined) => void;

/** The answers kept for the latest snapshot an answer was kept under, and those being computed. */
export class SnapshotAnswers {
  private snapshot: string | undefined;
  private readonly answers = new LRUCache<string, string>({
    max: MAX_KEPT_ANSWERS,
    maxSize: MAX_KEPT_CHARACTERS,
    sizeCalculation: (payload) => Math.max(1, payload.length),
  });
  private readonly computing = new Map<string, { snapshot: string; answer: Promise<string | undefined> }>();

  /** The answer kept for this key under the snapshot a call's session check read. */
  find(key: string, snapshot: string): string | undefined {
    return snapshot === this.snapshot ? this.answers.get(key) : undefined;
  }

  /** The answer another call is computing for this key under this snapshot, if one is. */
  beingComputed(key: string, snapshot: string): Promise<string | undefined> | undefined {
    const computing = this.computing.get(key);
    return computing?.snapshot === snapshot ? computing.answer : undefined;
  }

  /**
   * Notes that a call whose session check read `snapshot` computes the answer for this key. Its
   * `Settle` keeps the answer (one longer than the limit is not kept) and hands it to the calls
   * waiting for it; only its first use counts.
   */
  compute(key: string, snapshot: string): Settle {
    let hand: Settle = () => undefined;
    const answer = new Promise<string | undefined>((resolve) => (hand = resolve));
    const entry = { snapshot, answer };
    this.computing.set(key, entry);
    let settled = false;
    return (payload) => {
      if (settled) return;
      settled = true;
      if (this.computing.get(key) === entry) this.computing.delete(key);
      if (payload !== undefined) this.keep(key, snapshot, payload);
      hand(payload);
    };
  }

  private keep(key: string, snapshot: string, payload: string): void {
    if (snapshot !== this.snapshot) {
      this.answers.clear();
      this.snapshot = snapshot;
    }
    this.answers.set(key, payload);
  }
}

const keyOf = (request: FastifyRequest) => `${request.user!.id} ${request.method} ${request.url}`;

const keepable = (request: FastifyRequest) => request.dataSnapshot !== undefined && request.user !== undefined;

/**
 * Serves, shares and keeps the answers of the routes that opt in (`keptPerSnapshot`): their own
 * hooks, attached as each route is declared, so other routes run none of this.
 */
export function keepAnswersPerSnapshot(app: FastifyInstance): void {
  const kept = new SnapshotAnswers();
  const computing = new WeakMap<FastifyRequest, Settle>();
  const settle = (request: FastifyRequest, payload?: string) => {
    computing.get(request)?.(payload);
    computing.delete(request);
  };
  const send = (reply: FastifyReply, payload: string) => reply.type('application/json; charset=utf-8').send(payload);

  const serveOrCompute: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!keepable(request)) return;
    const key = keyOf(request);
    const snapshot = request.dataSnapshot!;
    const payload = kept.find(key, snapshot) ?? (await kept.beingComputed(key, snapshot));
    if (payload !== undefined) return send(reply, payload);
    const done = kept.compute(key, snapshot);
    computing.set(request, done);
    // However the call ends (answered, refused, failed, its client gone), the calls waiting go on.
    reply.raw.once('close', () => settle(request));
  };
  const keepAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
    settle(request, reply.statusCode === 200 && typeof payload === 'string' ? payload : undefined);
    return payload;
  };
  const letWaitersGo: onResponseAsyncHookHandler = async (request) => settle(request);

  app.addHook('onRoute', (route) => {
    if (route.config?.keptPerSnapshot !== true) return;
    route.preHandler = [...hookList(route.preHandler), serveOrCompute];
    route.onSend = [...hookList(route.onSend), keepAnswer];
    route.onResponse = [...hookList(route.onResponse), letWaitersGo];
  });
}

const hookList = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
