import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithLog } from './auth-support.js';
import { bearer, createPerson, tokenFromLatestMail, tokensOf } from './auth-support.js';

describe('the request log', () => {
  let t: Awaited<ReturnType<typeof startAppWithLog>>;
  beforeAll(async () => {
    t = await startAppWithLog();
  });
  afterAll(async () => t.close());

  it('never contains tokens or passwords, through sign-in, refresh, reset and logout', async () => {
    const admin = await createPerson(t);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

    const loginRes = await post('/admin/login', { email: admin.email, password: admin.password, rememberMe: true });
    const first = tokensOf(loginRes);
    const second = tokensOf(await post('/auth/refreshToken', { HasCredRemembered: true, refreshToken: first.refreshToken }));
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(second.accessToken) });
    await post('/auth/forgotPassword', { email: admin.email });
    const resetToken = await tokenFromLatestMail(t, admin.email, 'reset-password');
    await post('/auth/checkForValidToken', { token: resetToken });
    await t.app.inject({ method: 'GET', url: `/reset-password/${resetToken}` });
    await t.app.inject({ method: 'GET', url: `/api/v1/anything?token=${resetToken}&refreshToken=${second.refreshToken}` });
    await post('/auth/resetPassword', { token: resetToken, password: 'A new password 2026' });
    await post('/auth/logout', { refreshToken: second.refreshToken }, bearer(second.accessToken));
    await post('/admin/login', { email: admin.email, password: 'wrong password here' });

    const log = t.log();
    expect(log).toContain('"statusCode":200');
    expect(log).toContain('/api/v1/admin/login');
    for (const secret of [first.accessToken, first.refreshToken, second.accessToken, second.refreshToken, resetToken, admin.password, 'A new password 2026', 'wrong password here']) {
      expect(log).not.toContain(secret);
    }
  });
});
