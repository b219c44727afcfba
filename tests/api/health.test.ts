import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

describe('server basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The external images the sanitiser keeps in rich text show in the admin, not as broken boxes.
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: http: https:(;|$)/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', reason: 'ROUTE_NOT_FOUND', params: {} });
  });

  it('publishes an OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});

describe('text with the NUL character', () => {
  it('is refused as bad input in a query, with the field named', async () => {
    const t = await startTestApp();
    const { createTestAccount } = await import('../helpers/accounts.js');
    const admin = await createTestAccount(t, 'superAdmin');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=a%00b', headers: admin.headers });
    await t.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Text may not contain the NUL character',
      code: 'VALIDATION_FAILED',
      reason: 'NUL_CHARACTER',
      params: {},
      errors: { action: 'Remove the NUL character' },
      fieldReasons: { action: { reason: 'NUL_CHARACTER', params: {} } },
    });
  });
});

describe('a deeply nested body', () => {
  const nested = (depth: number) => `{"token":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('is refused with 400 before anything walks it, on every public call that takes a body', async () => {
    const { startAppWithLog } = await import('./auth-support.js');
    const t = await startAppWithLog();
    for (const url of ['/api/v1/auth/checkForValidToken', '/api/v1/admin/login', '/api/v1/auth/refreshToken']) {
      for (const depth of [5_000, 200_000]) {
        const res = await t.app.inject({ method: 'POST', url, payload: nested(depth), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, `${url} at depth ${depth}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request is nested too deeply: at most 32 levels', reason: 'REQUEST_TOO_DEEP', params: { max: 32 } });
      }
    }
    const log = t.log();
    await t.close();
    expect(log).not.toMatch(/Maximum call stack|RangeError|"level":50/);
  });

  it('nested within the limit still gets the ordinary validation answer', async () => {
    const t = await startTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/checkForValidToken', payload: nested(10), headers: { 'content-type': 'application/json' } });
    await t.close();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('token');
  });
});
