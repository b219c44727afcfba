import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { liveSessionAccount } from '../server/auth/guards.js';
import { directRunner, measureLoadOn, type BenchServer, type ListCase, type LoadRow } from './api.js';
import type { BenchDatabase, Engine } from './databases.js';
import { percentile, timeRuns } from './stats.js';

/** The two floors: the call's SQL alone, and with the work every signed-in call must do first. */
export const floorVariants = ['SQL only', 'token + session check + SQL'] as const;
export type FloorVariant = (typeof floorVariants)[number];

export interface FloorRow {
  endpoint: string;
  variant: FloorVariant;
  /** p50 over loopback HTTP (the same client as the API latency), and of the SQL run directly. */
  httpP50: number;
  directP50: number;
  load?: LoadRow;
}

/**
 * What a list call could cost at best with this stack on this machine, beside the targets that
 * measure the API (throughput, HTTP/SQL): a bare Fastify route with no hooks, no validation and no
 * mapping runs only the call's captured SQL on the same pool and sends the rows with
 * JSON.stringify. The second route first checks the access token and runs the session check's
 * statement, as every signed-in call of the API does (server/auth/guards.ts).
 */
export async function measureFloors(
  database: BenchDatabase,
  server: BenchServer,
  cases: ListCase[],
  options: { runs: number; loadSeconds: number | null; engine: Engine },
): Promise<FloorRow[]> {
  const app = Fastify({ logger: false });
  const runners = await Promise.all(cases.map((c) => directRunner(database, c, server.adminId)));
  const rowsOf = async (index: number) => (await runners[index]!()).flatMap((result) => (result as { rows: unknown[] }).rows);
  app.get<{ Params: { index: string } }>('/sql/:index', async (request, reply) => reply.type('application/json').send(JSON.stringify({ data: { items: await rowsOf(Number(request.params.index)) } })));
  app.get<{ Params: { index: string } }>('/signed-in/:index', async (request, reply) => {
    const claims = await server.app.accessTokens.verify(request.headers.authorization?.slice('Bearer '.length) ?? '');
    if (!(await liveSessionAccount(database.db, claims))) return reply.status(403).send({ message: 'Session ended' });
    return reply.type('application/json').send(JSON.stringify({ data: { items: await rowsOf(Number(request.params.index)) } }));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = { authorization: `Bearer ${server.token}` };
  const rows: FloorRow[] = [];
  try {
    for (const [index, c] of cases.entries()) {
      const direct = percentile(await timeRuns(runners[index]!, options.runs), 50);
      for (const variant of floorVariants) {
        const url = `${base}/${variant === 'SQL only' ? 'sql' : 'signed-in'}/${index}`;
        const http = await timeRuns(async () => {
          const response = await fetch(url, { headers });
          if (!response.ok) throw new Error(`floor ${url} answered ${response.status}`);
          await response.arrayBuffer();
        }, options.runs);
        const load =
          options.loadSeconds === null ? undefined : await measureLoadOn({ name: `${c.name} (${variant})`, url, token: server.token }, 50, options.loadSeconds, options.engine);
        rows.push({ endpoint: c.name, variant, httpP50: percentile(http, 50), directP50: direct, ...(load ? { load } : {}) });
      }
    }
  } finally {
    await app.close();
  }
  return rows;
}
