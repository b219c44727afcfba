import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyResponseLifetimeMs } from '../../../src/authProvider/earlyResponse';
import { createHttpClient } from '../../../src/authProvider/httpClient';
import { clearSession, readSession, saveSession, type StoredUser } from '../../../src/authProvider/storage';
import { fakeFetch, jsonResponse, type SentRequest } from './providerTestKit';

const user: StoredUser = { id: 1, uid: 'u1', email: 'admin@example.test', displayName: 'Ada Admin', photoURL: null, userType: 'admin' };
const signIn = (accessToken = 'access-1') =>
  saveSession({ accessToken, refreshToken: 'refresh-1', user, remembered: false, refreshTokenExpiresAt: Date.now() + 3_600_000 });

const page = { data: { items: [{ id: 7 }], total: 1 } };
const query = { page: 1, limit: 25, sort: 'createdAt', dir: 'desc' };
const listUrl = '/api/v1/admin/tutor?page=1&limit=25&sort=createdAt&dir=desc';
const isRefresh = (request: SentRequest) => request.url.endsWith('/auth/refreshToken');

function setup(responder: (request: SentRequest) => Response | Promise<Response> = () => jsonResponse(page)) {
  const fake = fakeFetch(responder);
  return { ...fake, client: createHttpClient({ baseUrl: '/api/v1', fetch: fake.fetch }) };
}

beforeEach(() => clearSession());
afterEach(() => vi.useRealTimers());

describe('httpClient.sendEarly: a response requested before its caller exists', () => {
  it('hands the early response to the first identical request: one request is sent, with the token', async () => {
    signIn();
    const { client, sent } = setup();
    client.sendEarly?.('/admin/tutor', query);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', url: listUrl, headers: { authorization: 'Bearer access-1', accept: 'application/json' } });
    expect((await client('/admin/tutor', { query })).json).toEqual(page);
    expect(sent).toHaveLength(1);
  });

  it("returns the answer's JSON from a copy: the request that takes the response still reads it whole", async () => {
    signIn();
    const { client, sent } = setup();
    const answer = client.sendEarly?.('/admin/tutor', query);
    expect(await answer).toEqual(page);
    expect((await client('/admin/tutor', { query })).json).toEqual(page);
    expect(sent).toHaveLength(1);
  });

  it('returns no answer for a failure, and nothing when nothing was sent', async () => {
    signIn();
    const { client } = setup(() => jsonResponse({ message: 'Busy' }, 503));
    expect(await client.sendEarly?.('/admin/tutor', query)).toBeUndefined();
    clearSession();
    expect(client.sendEarly?.('/admin/tutor', query)).toBeUndefined();
  });

  it('is used at most once: the next identical request is sent', async () => {
    signIn();
    const { client, sent } = setup();
    client.sendEarly?.('/admin/tutor', query);
    await client('/admin/tutor', { query });
    await client('/admin/tutor', { query });
    expect(sent).toHaveLength(2);
  });

  it('is not handed to a request for another URL, which is sent, and stays for the right one', async () => {
    signIn();
    const { client, sent } = setup();
    client.sendEarly?.('/admin/tutor', query);
    await client('/admin/tutor', { query: { ...query, page: 2 } });
    expect(sent.map((request) => request.url)).toEqual([listUrl, listUrl.replace('page=1', 'page=2')]);
    await client('/admin/tutor', { query });
    expect(sent).toHaveLength(2);
  });

  it('is not handed over once the token changed (another session, a refresh), nor afterwards', async () => {
    signIn('access-1');
    const { client, sent } = setup();
    client.sendEarly?.('/admin/tutor', query);
    clearSession();
    signIn('access-2');
    await client('/admin/tutor', { query });
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    signIn('access-1');
    await client('/admin/tutor', { query });
    expect(sent).toHaveLength(3);
  });

  it('is not handed to a POST or to a request with headers of its own', async () => {
    signIn();
    const { client, sent } = setup();
    client.sendEarly?.('/admin/tutor', query);
    await client('/admin/tutor', { query, method: 'POST', body: {} });
    await client('/admin/tutor', { query, headers: { 'x-extra': '1' } });
    expect(sent).toHaveLength(3);
  });

  it('expires unused after its lifetime', async () => {
    vi.useFakeTimers();
    signIn();
    const { client, sent } = setup();
    client.sendEarly?.('/admin/tutor', query);
    vi.advanceTimersByTime(earlyResponseLifetimeMs + 1);
    vi.useRealTimers();
    await client('/admin/tutor', { query });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.signal?.aborted).toBe(true);
  });

  it('sends nothing without an access token or while a refresh clears it', () => {
    const { client, sent } = setup();
    client.sendEarly?.('/admin/tutor', query);
    saveSession({ accessToken: '', refreshToken: 'refresh-1', user, remembered: false, refreshTokenExpiresAt: Date.now() + 3_600_000 });
    client.sendEarly?.('/admin/tutor', query);
    expect(sent).toHaveLength(0);
  });

  it('lets a failed early request fall back to a request of its own', async () => {
    signIn();
    let calls = 0;
    const { client, sent } = setup(() => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(page)));
    client.sendEarly?.('/admin/tutor', query);
    expect((await client('/admin/tutor', { query })).json).toEqual(page);
    expect(sent).toHaveLength(2);
  });

  it('takes an expired token (403) through the one refresh and retries with the new token', async () => {
    signIn('access-1');
    const { client, sent } = setup((request) => {
      if (isRefresh(request)) {
        return jsonResponse({ data: { ...user, status: 'active' } }, 200, { accesstoken: 'access-2', refreshtoken: 'refresh-2', refreshtokenexpiresin: '7200' });
      }
      return request.headers.authorization === 'Bearer access-1' ? jsonResponse({ message: 'Expired', code: 'FORBIDDEN' }, 403) : jsonResponse(page);
    });
    client.sendEarly?.('/admin/tutor', query);
    expect((await client('/admin/tutor', { query })).json).toEqual(page);
    expect(sent.map((request) => (isRefresh(request) ? 'refresh' : request.headers.authorization))).toEqual(['Bearer access-1', 'refresh', 'Bearer access-2']);
    expect(readSession()?.accessToken).toBe('access-2');
  });

  it("aborts with the caller's signal, as the caller's own fetch would", async () => {
    signIn();
    const { client, sent } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    client.sendEarly?.('/admin/tutor', query);
    const controller = new AbortController();
    const answer = client('/admin/tutor', { query, signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});
