import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createPerson, outboxFor } from './auth-support.js';

/** Holds back every statement's result while closed: an answer that arrives meanwhile waited for none. */
function databaseGate() {
  let open: () => void = () => undefined;
  let opened: Promise<void> = Promise.resolve();
  const gate = {
    close() {
      opened = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
  };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      await opened;
      return args.result;
    },
  };
  return { gate, plugin };
}

describe('POST /auth/forgotPassword', () => {
  let t: TestApp;
  const { gate, plugin } = databaseGate();

  beforeAll(async () => {
    t = await startTestApp({}, { serverDb: (db) => db.withPlugin(plugin) });
  });
  afterAll(async () => t.close());

  const forgot = (email: string, ip = '10.40.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email }, remoteAddress: ip });

  it('answers before it asks the database anything, so the answer cannot wait on what it finds', async () => {
    const person = await createPerson(t);
    gate.close();
    try {
      const answered = await Promise.race([forgot(person.email), new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000))]);
      expect(answered === 'waited' ? 'the answer waited for the database' : answered.statusCode).toBe(200);
    } finally {
      gate.open();
    }
    expect(await outboxFor(t, person.email)).toHaveLength(1);
  });

  it('answers known and unknown addresses byte for byte the same', async () => {
    const person = await createPerson(t);
    const [known, unknown] = [await forgot(person.email), await forgot('nobody-known@example.test')];
    const headers = (res: typeof known) => Object.entries(res.headers).filter(([name]) => name !== 'date');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(headers(unknown)).toEqual(headers(known));
  });

  it('sends at most 3 emails for 60 requests in a row, every one answered the same', async () => {
    const person = await createPerson(t);
    const first = await forgot(person.email);
    for (let i = 1; i < 60; i++) {
      const res = await forgot(person.email, `10.41.0.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
    }
    expect(await outboxFor(t, person.email)).toHaveLength(3);
  });

  it('counts an address whether or not an account uses it: an account added later gets no mail past the limit', async () => {
    const email = 'arrives-later@example.test';
    for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
    // Each request is counted after its answer: the three are counted before the account arrives (else the fourth may be counted third).
    await t.app.afterReply.settled();
    await createPerson(t, { email });
    expect((await forgot(email)).statusCode).toBe(200);
    expect(await outboxFor(t, email)).toHaveLength(0);
  });

  it('counts an account whatever its address: moving to a new address does not reset the limit', async () => {
    const person = await createPerson(t);
    for (let i = 0; i < 3; i++) await forgot(person.email);
    expect(await outboxFor(t, person.email)).toHaveLength(3);
    const moved = `moved-${person.id}@example.test`;
    await t.db.updateTable('accounts').set({ email: moved }).where('id', '=', person.id).execute();
    await forgot(moved);
    expect(await outboxFor(t, moved)).toHaveLength(0);
  });
});
