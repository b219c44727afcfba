import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('fastify', async () => (await import('../helpers/routeLog.js')).fastifyLoggingRoutes());

import { sql } from 'kysely';
import { z } from 'zod';
import { errorBody } from '../../contract/common.js';
import { seedCatalogue } from '../../server/db/seed/catalogue.js';
import { seedEmailTemplates } from '../../server/db/seed/emailTemplates.js';
import { seedMarketplace } from '../../server/db/seed/marketplace.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { databaseFingerprint } from '../helpers/dbFingerprint.js';
import { loggedRoutes } from '../helpers/routeLog.js';
import { encode, encodings, type EncodedBody, fromSchema, hostileBody, inputJsonSchema, pathId, queryOf } from './fuzz/arbitraries.js';

/**
 * Property-based fuzzing of every API route (hostile input): FUZZ_CASES generated
 * requests (default 10,000) as admin and superAdmin. Every answer is below 500 and matches the
 * response schema of its status (the error body for errors), and a refused write changes nothing.
 */
const TOTAL_CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let t: TestApp;
let dataDir: string;
const callers: Record<'admin' | 'superAdmin', Record<string, string>> = { admin: {}, superAdmin: {} };
let current: Record<string, string>;
let sent = 0;
const statuses = new Map<number, number>();

/** The fuzzed routes: the API and uploaded files (the static docs pages take no input). */
function fuzzedRoutes(): RouteOptions[] {
  const seen = new Set<string>();
  return loggedRoutes.filter((route) => {
    const method = [route.method].flat()[0]!;
    const key = `${method} ${route.url}`;
    if (method === 'HEAD' || method === 'OPTIONS' || seen.has(key)) return false;
    seen.add(key);
    return route.url.startsWith('/api/v1/') || route.url.startsWith('/uploads/') || route.url === '/api/health';
  });
}

/** Staff accounts far above the ids the fuzzer uses (see `fuzzCallers`), so that it never disables or deletes its own callers. */
async function staffCaller(userType: 'admin' | 'superAdmin') {
  const { id } = await t.db
    .insertInto('accounts')
    .values({ email: `fuzz-${userType.toLowerCase()}@example.test`, displayName: `Fuzz ${userType}`, userType, userRole: null, passwordHash: null, photoUrl: null, phone: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await t.db.insertInto('sessions').values({ accountId: id, expiresAt: new Date(Date.now() + 3600_000), revokedReason: null, userAgent: null, ip: null }).returning('id').executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await t.app.accessTokens.sign({ accountId: id, sessionId: session.id, version: 0 })}` };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fuzz-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  await seedEmailTemplates(t.db);
  await seedCatalogue(t.db);
  await seedMarketplace(t.db, { scale: 0.1 });
  await sql`alter table accounts alter column id restart with 900001`.execute(t.db);
  callers.admin = await staffCaller('admin');
  callers.superAdmin = await staffCaller('superAdmin');
  current = await databaseFingerprint(t.db);
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
  process.stdout.write(`fuzz: ${sent} generated requests over ${fuzzedRoutes().length} routes (seed ${SEED}); answers ${byStatus}\n`);
});

/** The methods whose requests carry a body. */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

function requestArbitrary(route: RouteOptions) {
  const method = [route.method].flat()[0]!;
  const hasBody = bodyMethods.has(method);
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const body = inputJsonSchema(schema.body);
  const query = inputJsonSchema(schema.querystring);
  const params = route.url.match(/:\w+/g) ?? [];
  return fc.record({
    as: fc.constantFrom('admin', 'superAdmin') as fc.Arbitrary<'admin' | 'superAdmin'>,
    params: fc.tuple(...params.map(() => pathId)),
    query: query ? queryOf(query) : fc.constant([] as Array<[string, string]>),
    body: hasBody ? fc.oneof({ weight: 4, arbitrary: fromSchema(body ?? { type: 'object' }) }, { weight: 1, arbitrary: hostileBody }) : fc.constant(undefined),
    encoding: hasBody ? encodings : fc.constant('none'),
  }).map((generated) => {
    let url = route.url;
    params.forEach((param, index) => (url = url.replace(param, encodeURIComponent(Buffer.from(generated.params[index]!).toString()))));
    const search = new URLSearchParams(generated.query).toString();
    // Logout as the fuzzer's own caller would end its session; it is fuzzed without a token.
    const auth = route.url === '/api/v1/auth/logout' ? {} : callers[generated.as];
    const wire: EncodedBody = hasBody ? encode(generated.body, generated.encoding) : { encoding: 'none', headers: {} };
    return { method, url: search ? `${url}?${search}` : url, headers: { ...auth, ...wire.headers }, payload: wire.payload, encoding: wire.encoding };
  });
}

/** Routes outside the OpenAPI document, with the answer they promise. */
const undocumented: Record<string, z.ZodType> = { '/api/health': z.object({ status: z.literal('ok') }).strict() };

/** The schema the answer must match: the route's own for its status, else the error body for 4xx. */
function responseSchema(route: RouteOptions, status: number): z.ZodType | undefined {
  const declared = (route.schema as { response?: Record<number, unknown> } | undefined)?.response?.[status];
  if (declared instanceof z.ZodType) return declared;
  if (status === 200 && undocumented[route.url]) return undocumented[route.url];
  return status >= 400 ? errorBody : undefined;
}

describe(`fuzzing every route with ${TOTAL_CASES} generated requests`, () => {
  it('enumerates the routes from the app', () => {
    expect(fuzzedRoutes().length).toBeGreaterThan(50);
  });

  const routeCount = () => fuzzedRoutes().length;
  it('answers every request below 500, in its declared schema, and refused writes change nothing', async () => {
    const routes = fuzzedRoutes();
    const runsPerRoute = Math.ceil(TOTAL_CASES / routeCount());
    for (const [index, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
          sent += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${request.method} ${request.url.slice(0, 200)} [${request.encoding}] -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          const schema = responseSchema(route, res.statusCode);
          const isFile = route.url.startsWith('/uploads/') && res.statusCode === 200;
          if (!isFile) {
            expect(schema, `${where}: status not declared by the route`).toBeDefined();
            const parsed = schema!.safeParse(res.json());
            expect(parsed.success, `${where}: ${parsed.error?.message.slice(0, 500)}`).toBe(true);
          }
          // Every call but a read may write (POST, and the PUT and DELETE of declared resources).
          if (request.method === 'GET') return;
          const after = await databaseFingerprint(t.db);
          if (res.statusCode >= 400) expect(after, `${where}: a refused write changed the database`).toEqual(current);
          current = after;
        }),
        { numRuns: runsPerRoute, seed: SEED + index, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_CASES);
  }, 600_000);
});
