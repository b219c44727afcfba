import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { throttleRules } from '../../server/auth/throttle.js';
import { createPerson, login } from './auth-support.js';

/** Lets the clock run forward for the throttle: blocks end, windows close. */
async function timePasses(t: TestApp, seconds: number) {
  await sql`
    update auth_throttle set
      blocked_until = blocked_until - make_interval(secs => ${seconds}),
      window_started_at = window_started_at - make_interval(secs => ${seconds})`.execute(t.db);
}

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('authThrottle').execute();
  });

  it('blocks an address after 5 failed attempts on one account, with Retry-After; others can still sign in', async () => {
    const admin = await createPerson(t);
    for (let i = 0; i < 5; i++) {
      expect((await login(t, admin.email, 'wrong password', { ip: '10.0.0.1' })).statusCode).toBe(401);
    }
    const blocked = await login(t, admin.email, admin.password, { ip: '10.0.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/Too many attempts\. Try again in \d+ seconds\./);
    expect(blocked.json()).toMatchObject({ reason: 'TOO_MANY_ATTEMPTS', params: { seconds: Number(blocked.headers['retry-after']) } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(20);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(blocked.headers.accesstoken).toBeUndefined();

    const elsewhere = await login(t, admin.email, admin.password, { ip: '10.0.0.2' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('ends: after the block one attempt is allowed; failing again doubles the block', async () => {
    const admin = await createPerson(t);
    for (let i = 0; i < 5; i++) await login(t, admin.email, 'wrong password', { ip: '10.0.1.1' });
    expect((await login(t, admin.email, 'wrong password', { ip: '10.0.1.1' })).statusCode).toBe(429);

    await timePasses(t, 31);
    expect((await login(t, admin.email, 'wrong again', { ip: '10.0.1.1' })).statusCode).toBe(401);
    const doubled = await login(t, admin.email, admin.password, { ip: '10.0.1.1' });
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBeGreaterThan(40);

    await timePasses(t, 61);
    expect((await login(t, admin.email, admin.password, { ip: '10.0.1.1' })).statusCode).toBe(200);
    // A success starts the count again: five more tries before a block.
    for (let i = 0; i < 5; i++) expect((await login(t, admin.email, 'wrong', { ip: '10.0.1.1' })).statusCode).toBe(401);
  });

  it('never blocks for longer than 15 minutes, and a quiet window resets the count', async () => {
    const admin = await createPerson(t);
    for (let round = 0; round < 12; round++) {
      await login(t, admin.email, 'wrong password', { ip: '10.0.2.1' });
      await timePasses(t, 15 * 60);
    }
    for (let i = 0; i < 5; i++) await login(t, admin.email, 'wrong password', { ip: '10.0.2.1' });
    const res = await login(t, admin.email, 'wrong password', { ip: '10.0.2.1' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await timePasses(t, 15 * 60 + 1);
    expect((await login(t, admin.email, admin.password, { ip: '10.0.2.1' })).statusCode).toBe(200);
  });

  it('blocks an address that tries many accounts, but not other addresses', async () => {
    const admin = await createPerson(t);
    for (let i = 0; i < 30; i++) {
      expect((await login(t, `stuffing-${i}@example.test`, 'password123', { ip: '10.0.3.1' })).statusCode).toBe(401);
    }
    const blocked = await login(t, admin.email, admin.password, { ip: '10.0.3.1' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, admin.email, admin.password, { ip: '10.0.3.2' })).statusCode).toBe(200);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const admin = await createPerson(t);
    for (let i = 0; i < 5; i++) await login(t, admin.email, 'wrong password', { ip: `2001:db8:1:2::${i + 1}` });
    expect((await login(t, admin.email, admin.password, { ip: '2001:db8:1:2:ffff::9' })).statusCode).toBe(429);
    expect((await login(t, admin.email, admin.password, { ip: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('does not count successful sign-ins of an office behind one address', async () => {
    const colleagues = await Promise.all(Array.from({ length: 31 }, () => createPerson(t)));
    for (const person of colleagues) {
      expect((await login(t, person.email, person.password, { ip: '10.0.4.1' })).statusCode).toBe(200);
    }
  });

  it('blocks one account attacked from many addresses for a while, then lets the owner in', async () => {
    const admin = await createPerson(t);
    for (let i = 0; i < throttleRules.account.limit; i++) {
      expect((await login(t, admin.email, `guess ${i}`, { ip: `10.1.${i}.1` })).statusCode).toBe(401);
    }
    const blocked = await login(t, admin.email, admin.password, { ip: '10.2.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    await timePasses(t, 61);
    expect((await login(t, admin.email, admin.password, { ip: '10.2.0.1' })).statusCode).toBe(200);
  });

  it('one address cannot lock the owner out from another: its refused attempts do not count against the account', async () => {
    const admin = await createPerson(t);
    const attacker = [];
    for (let i = 0; i < 50; i++) attacker.push((await login(t, admin.email, `guess ${i}`, { ip: '127.0.0.20' })).statusCode);
    expect(attacker.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(attacker.slice(5))).toEqual(new Set([429]));
    const account = await t.db.selectFrom('authThrottle').select('attempts').where('key', '=', `account:${admin.email}`).executeTakeFirstOrThrow();
    expect(account.attempts).toBe(5);
    expect((await login(t, admin.email, admin.password, { ip: '127.0.0.21' })).statusCode).toBe(200);
  });

  it('a flood from several addresses that reaches the account limit still lets the owner in from an address they used before', async () => {
    const admin = await createPerson(t);
    expect((await login(t, admin.email, admin.password, { ip: '127.0.0.21' })).statusCode).toBe(200);
    const floods = Math.ceil(throttleRules.account.limit / throttleRules.accountFromAddress.limit);
    for (let address = 0; address < floods; address++) {
      for (let i = 0; i < 20; i++) await login(t, admin.email, `guess ${i}`, { ip: `127.0.1.${address + 1}` });
    }
    expect((await login(t, admin.email, admin.password, { ip: '127.0.0.99' })).statusCode).toBe(429);
    expect((await login(t, admin.email, admin.password, { ip: '127.0.0.21' })).statusCode).toBe(200);
  });

  it('treats unknown emails the same way, so a block reveals nothing', async () => {
    for (let i = 0; i < 5; i++) await login(t, 'nobody@example.test', 'wrong password', { ip: '10.0.5.1' });
    expect((await login(t, 'nobody@example.test', 'wrong password', { ip: '10.0.5.1' })).statusCode).toBe(429);
  });

  it('lets no more than 5 guesses through a burst of parallel attempts', async () => {
    const admin = await createPerson(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(t, admin.email, `guess ${i}`, { ip: '10.0.6.1' })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('never blocks anyone through the forgot-password form', async () => {
    const admin = await createPerson(t);
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email: admin.email }, remoteAddress: '10.0.7.1' });
      expect(res.statusCode).toBe(200);
    }
    expect((await login(t, admin.email, admin.password, { ip: '10.0.7.1' })).statusCode).toBe(200);
  });
});
