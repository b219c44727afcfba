import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponses } from '../../contract/common.js';
import { subjectListEnvelope } from '../../contract/subjects.js';
import { transactionListEnvelope } from '../../contract/transactions.js';
import { tutorListEnvelope } from '../../src/resources/tutors/server/contract.js';
import { accountEnvelope, accountListEnvelope, type AccountRecord } from '../../contract/users.js';
import { buildApp } from '../../server/app.js';
import type { App } from '../../server/appType.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type OpenDatabase } from '../../server/db/index.js';
import { isDirectionNeutral } from '../../server/serialization.js';
import { TEST_JWT_SECRET } from '../helpers/app.js';

const record: AccountRecord = {
  id: 1,
  uid: 'u-1',
  email: 'ada@example.test',
  displayName: 'Ada',
  phone: null,
  photoURL: null,
  userType: 'tutor',
  userRole: null,
  status: 'active',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

/** A response schema that acts by direction: a Date in the handler, an ISO string on the wire. */
const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });

let database: OpenDatabase;
let app: App;

// The real app (its serializer and error handler) with a few routes that answer what they are told.
beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' }), db: database.db, changes: database.changes, jwtSecret: TEST_JWT_SECRET, logger: false });
  let next: unknown;
  app.post('/test/answer', { schema: { response: { 200: accountListEnvelope, ...errorResponses } } }, async (request) => {
    next = request.body;
    return next as never;
  });
  app.get('/test/dated', { schema: { response: { 200: z.object({ data: z.object({ at: isoDate }) }) } } }, async () => ({ data: { at: new Date('2026-03-04T05:06:07.000Z') } }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const answer = (body: unknown) => app.inject({ method: 'POST', url: '/test/answer', payload: body as object });
const internal = { message: 'Something went wrong on our side', code: 'INTERNAL', reason: 'INTERNAL', params: {} };

describe('responses are checked against their contract', () => {
  it('sends a valid response as it is', async () => {
    const res = await answer({ data: { items: [record], total: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { items: [record], total: 1 } });
  });

  it('strips fields the contract does not have, at every level', async () => {
    const res = await answer({ data: { items: [{ ...record, passwordHash: 'argon2id$secret', sessionVersion: 3 }], total: 1, sql: 'select *' }, debug: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { items: [record], total: 1 } });
    expect(res.body).not.toContain('argon2id');
  });

  it('refuses, as a 500 without details, a response with a wrong value, a wrong type or a missing field', async () => {
    const broken = [
      { ...record, userType: 'hacker' },
      { ...record, id: '1' },
      { ...record, id: 1.5 },
      { ...record, phone: undefined },
      { ...record, emailVerified: null },
    ];
    for (const item of broken) {
      const res = await answer({ data: { items: [item], total: 1 } });
      expect(res.statusCode, JSON.stringify(item)).toBe(500);
      expect(res.json()).toEqual(internal);
    }
    expect((await answer({ data: { items: [record], total: -1 } })).json()).toEqual(internal);
  });

  it('still encodes a schema that acts by direction (a codec): the Date goes out as an ISO string', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/dated' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { at: '2026-03-04T05:06:07.000Z' } });
  });
});

describe('isDirectionNeutral', () => {
  it('holds for the response schemas of the lists and records, recursive ones included', () => {
    for (const schema of [accountListEnvelope, accountEnvelope, tutorListEnvelope, transactionListEnvelope, subjectListEnvelope, errorResponses[400]]) {
      expect(isDirectionNeutral(schema)).toBe(true);
    }
  });

  it('fails for schemas with a transform, pipe, codec, default, catch or lazy part, however deep', () => {
    const deep = (inner: z.ZodType) => z.object({ data: z.object({ items: z.array(z.object({ value: inner.nullable() })) }) });
    const directional = [
      z.string().transform((value) => value.length),
      z.string().pipe(z.string()),
      isoDate,
      z.string().default('x'),
      z.string().catch('x'),
      z.lazy(() => z.string()),
    ];
    for (const inner of directional) expect(isDirectionNeutral(deep(inner))).toBe(false);
  });
});
