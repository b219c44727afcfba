import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tokenHeaders } from '../../contract/values.js';
import { throttleRules } from '../../server/auth/throttle.js';
import { openLiveStream, type OpenLiveStream } from '../helpers/liveStream.js';
import { freePort } from './postgres.js';
import { signIn, STAFF, startServer, type RunningServer } from './server.js';

export type RecordCheck = (name: string, figures: string, problems: string[]) => void;

interface Server {
  name: 'A' | 'B';
  running: RunningServer;
}

interface Answer {
  status: number;
  code?: string;
  headers: Headers;
  data: unknown;
}

async function call(server: Server, method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await fetch(`${server.running.baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: unknown; code?: string };
  return { status: res.status, ...(json.code ? { code: json.code } : {}), headers: res.headers, data: json.data };
}

const said = (answer: Answer) => `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;

/** Collects what went wrong; `expect` answers whether the answer was the expected one. */
function checker() {
  const problems: string[] = [];
  const expect = (what: string, answer: Answer, status: number) => {
    if (answer.status !== status) problems.push(`${what}: ${said(answer)}, expected ${status}`);
    return answer.status === status;
  };
  return { problems, expect };
}

const login = (server: Server, email: string, password: string) => call(server, 'POST', '/admin/login', { body: { email, password, rememberMe: false } });

/** Signed in on A, refreshed on B, used on A, signed out on B: afterwards no token of it works anywhere. */
async function sessionAcross(a: Server, b: Server) {
  const { problems, expect } = checker();
  const signedIn = await login(a, STAFF.email, STAFF.password);
  if (!expect('sign-in on A', signedIn, 200)) return { problems, figures: 'sign-in on A failed' };
  const firstRefresh = signedIn.headers.get(tokenHeaders.refresh) ?? '';
  const refreshed = await call(b, 'POST', '/auth/refreshToken', { body: { refreshToken: firstRefresh } });
  if (!expect('refresh on B of the session started on A', refreshed, 200)) return { problems, figures: `refresh on B answered ${said(refreshed)}` };
  const access = refreshed.headers.get(tokenHeaders.access) ?? '';
  const refresh = refreshed.headers.get(tokenHeaders.refresh) ?? '';
  const me = await call(a, 'GET', '/auth/me', { token: access });
  expect('the access token from B on A', me, 200);
  const logout = await call(b, 'POST', '/auth/logout', { token: access, body: { refreshToken: refresh } });
  expect('logout on B', logout, 200);
  const afterLogout = [
    { what: 'the refresh token on A after logout on B', answer: await call(a, 'POST', '/auth/refreshToken', { body: { refreshToken: refresh } }), status: 401 },
    { what: 'the refresh token on B after logout', answer: await call(b, 'POST', '/auth/refreshToken', { body: { refreshToken: refresh } }), status: 401 },
    { what: 'the first refresh token on A after logout', answer: await call(a, 'POST', '/auth/refreshToken', { body: { refreshToken: firstRefresh } }), status: 401 },
    { what: 'the first refresh token on B after logout', answer: await call(b, 'POST', '/auth/refreshToken', { body: { refreshToken: firstRefresh } }), status: 401 },
    // The API answers an access token of an ended session with 403 TOKEN_INVALID (server/auth/guards.ts).
    { what: 'the access token on A after logout on B', answer: await call(a, 'GET', '/auth/me', { token: access }), status: 403 },
  ];
  for (const { what, answer, status } of afterLogout) expect(what, answer, status);
  const [onA, onB, firstOnA, firstOnB, accessOnA] = afterLogout.map(({ answer }) => said(answer));
  return {
    problems,
    figures:
      `signed in on A; refreshed on B: ${said(refreshed)}; B's access token on A: ${said(me)}; signed out on B: ${said(logout)}; ` +
      `then the refresh token on A: ${onA}, on B: ${onB}; the first refresh token on A: ${firstOnA}, on B: ${firstOnB}; the access token on A: ${accessOnA}`,
  };
}

/** Wrong passwords for one account, alternated between A and B, hit the per account+address limit as on one server. */
async function throttleAcross(a: Server, b: Server, token: string) {
  const { problems, expect } = checker();
  const { limit } = throttleRules.accountFromAddress;
  const email = `scale-out-throttle-${Date.now()}@example.test`;
  const created = await call(a, 'POST', '/admin/register', {
    token,
    body: { userType: 'admin', displayName: 'Scale-out throttle', email, password: randomBytes(18).toString('base64url'), status: 'active' },
  });
  if (!expect('creating the throttle account on A', created, 200)) return { problems, figures: `creating the account answered ${said(created)}` };
  const servers = [a, b];
  const attempts: string[] = [];
  for (let attempt = 1; attempt <= limit + 2; attempt += 1) {
    const server = servers[(attempt - 1) % 2]!;
    const answer = await login(server, email, 'not the password 1');
    const expected = attempt <= limit ? 401 : 429;
    expect(`wrong password ${attempt} of ${limit + 2}, on ${server.name}`, answer, expected);
    const retryAfter = answer.headers.get('retry-after');
    if (answer.status === 429 && !retryAfter) problems.push(`wrong password ${attempt}, on ${server.name}: 429 without Retry-After`);
    attempts.push(`${server.name} ${answer.status}${retryAfter ? ` (Retry-After ${retryAfter} s)` : ''}`);
  }
  return { problems, figures: `limit ${limit} per account and address; wrong passwords alternated between the servers: ${attempts.join(', ')}` };
}

/** A page written on A is read on B, changed on B and read on A; a language added on B is listed on A. */
async function writesAcross(a: Server, b: Server, tokens: { A: string; B: string }) {
  const { problems, expect } = checker();
  const stamp = Date.now();
  const page = { title: `Scale-out page ${stamp}`, slug: `scale-out-${stamp}`, contentHtml: '<p>Written on A</p>' };
  const added = await call(a, 'POST', '/admin/page-management/add', { token: tokens.A, body: page });
  if (!expect('adding a page on A', added, 200)) return { problems, figures: `adding a page on A answered ${said(added)}` };
  const { id } = added.data as { id: number };
  const readOnB = await call(b, 'GET', `/admin/page-management/${id}`, { token: tokens.B });
  const seenOnB = readOnB.data as { title?: string; contentHtml?: string } | undefined;
  if (expect('reading the page on B', readOnB, 200) && (seenOnB?.title !== page.title || seenOnB.contentHtml !== page.contentHtml)) {
    problems.push(`B read the page as ${JSON.stringify(seenOnB)}`);
  }
  const title = `${page.title}, changed on B`;
  const changed = await call(b, 'POST', `/admin/page-management/update/${id}`, { token: tokens.B, body: { title } });
  expect('changing the page on B', changed, 200);
  const readOnA = await call(a, 'GET', `/admin/page-management/${id}`, { token: tokens.A });
  const seenOnA = readOnA.data as { title?: string } | undefined;
  if (expect('reading the page on A', readOnA, 200) && seenOnA?.title !== title) problems.push(`A read the title as "${seenOnA?.title}", not "${title}"`);
  const language = `Scale-out ${stamp}`;
  const addedLanguage = await call(b, 'POST', '/admin/languages/add', { token: tokens.B, body: { name: language } });
  expect('adding a language on B', addedLanguage, 200);
  const listed = await call(a, 'GET', `/tutor/getLanguages?search=${encodeURIComponent(language)}`, { token: tokens.A });
  const names = ((listed.data as { items?: { name: string }[] } | undefined)?.items ?? []).map((item) => item.name);
  if (expect('listing languages on A', listed, 200) && !names.includes(language)) problems.push(`A's language list did not include "${language}"`);
  return {
    problems,
    figures:
      `page ${id} added on A: ${said(added)}, read on B: ${said(readOnB)} (${seenOnB?.title === page.title ? 'same' : 'different'} title); ` +
      `changed on B: ${said(changed)}, read on A: ${said(readOnA)} (${seenOnA?.title === title ? 'new' : 'old'} title); ` +
      `language added on B: ${said(addedLanguage)}, listed on A: ${names.includes(language) ? 'yes' : 'no'}`,
  };
}

/** Resolves with the promise's value, or undefined after `ms` (the stream's next event may never come). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);

/**
 * A tab's live stream on B hears a language added on A within a second; a plain admin's stream on B
 * never carries an admin account added on A (staff records are a superAdmin's to read).
 */
async function liveAcross(a: Server, b: Server, tokens: { A: string; B: string }) {
  const { problems, expect } = checker();
  const stamp = Date.now();
  const password = randomBytes(18).toString('base64url');
  const plainEmail = `scale-out-live-${stamp}@example.test`;
  const created = await call(a, 'POST', '/admin/register', { token: tokens.A, body: { userType: 'admin', displayName: 'Scale-out live', email: plainEmail, password, status: 'active' } });
  if (!expect('creating a plain admin on A', created, 200)) return { problems, figures: `creating the admin answered ${said(created)}` };
  const plainLogin = await login(b, plainEmail, password);
  if (!expect('the plain admin signing in on B', plainLogin, 200)) return { problems, figures: `sign-in answered ${said(plainLogin)}` };
  const superStream = await openLiveStream(b.running.baseUrl, tokens.B);
  const plainStream = await openLiveStream(b.running.baseUrl, plainLogin.headers.get(tokenHeaders.access) ?? '');
  try {
    if (superStream.status !== 200 || plainStream.status !== 200) {
      problems.push(`opening the streams on B answered ${superStream.status} and ${plainStream.status}`);
      return { problems, figures: 'no stream' };
    }
    const staff = await call(a, 'POST', '/admin/register', { token: tokens.A, body: { userType: 'admin', displayName: 'Scale-out hidden', email: `scale-out-hidden-${stamp}@example.test`, password, status: 'active' } });
    expect('adding an admin account on A', staff, 200);
    const writtenAt = performance.now();
    const language = await call(a, 'POST', '/admin/languages/add', { token: tokens.A, body: { name: `Scale-out live ${stamp}` } });
    expect('adding a language on A', language, 200);
    const languageId = String((language.data as { id?: number } | undefined)?.id);
    const heard = async (stream: OpenLiveStream, what: string) => {
      for (;;) {
        const event = await within(stream.next(), 5000);
        if (!event) return problems.push(`${what}: no event within 5 s`), undefined;
        if (event.data.resource === 'languages' && event.data.id === languageId) return performance.now() - writtenAt;
        if (event.data.resource === 'admin-management' && stream === plainStream) problems.push(`${what}: carried an admin account (${JSON.stringify(event.data)})`);
      }
    };
    const [superMs, plainMs] = [await heard(superStream, "the superAdmin's stream on B"), await heard(plainStream, "the plain admin's stream on B")];
    for (const [what, ms] of [['superAdmin', superMs], ['plain admin', plainMs]] as const) {
      if (ms !== undefined && ms > 1000) problems.push(`the ${what}'s stream on B heard the write on A after ${Math.round(ms)} ms (over 1 s)`);
    }
    const shown = (ms: number | undefined) => (ms === undefined ? 'never' : `${Math.round(ms)} ms`);
    return {
      problems,
      figures: `a language added on A heard on B by a superAdmin's stream after ${shown(superMs)}, by a plain admin's after ${shown(plainMs)}; the admin account added on A before it: not in the plain admin's stream`,
    };
  } finally {
    superStream.close();
    plainStream.close();
  }
}

async function startPair(env: Record<string, string>, dataDirs: string[]): Promise<Server[]> {
  const started = await Promise.allSettled(dataDirs.map(async (dir) => startServer({ ...env, DATA_DIR: dir }, await freePort())));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    for (const server of running) server.child.kill('SIGTERM');
    throw failed.reason;
  }
  return running.map((server, i) => ({ name: i === 0 ? 'A' : 'B', running: server }));
}

/**
 * Two API server processes on the one PostgreSQL, each with its own DATA_DIR as on separate
 * machines, so that only the database and JWT_SECRET are shared; a random secret here rather than
 * startServer's default, so the check does not pass by a default that happens to match.
 */
export async function scaleOutPhase(databaseUrl: string, record: RecordCheck): Promise<void> {
  const dataDirs = await Promise.all(['a', 'b'].map((name) => mkdtemp(path.join(tmpdir(), `reliability-scale-out-${name}-`))));
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(36).toString('base64url') };
  const startedAt = performance.now();
  let servers: Server[] = [];
  try {
    servers = await startPair(env, dataDirs);
    const [a, b] = servers as [Server, Server];
    const startMs = performance.now() - startedAt;
    const token = await signIn(a.running.baseUrl);
    // Each server its own sign-in, so that the write check depends on the database alone.
    const tokens = { A: token, B: await signIn(b.running.baseUrl) };
    const checks = [
      { name: 'Two API servers: a session started on A is refreshed and ended on B', run: () => sessionAcross(a, b) },
      { name: 'Two API servers: sign-in throttling counts across both', run: () => throttleAcross(a, b, token) },
      { name: 'Two API servers: a write on one is read on the other', run: () => writesAcross(a, b, tokens) },
      { name: 'Two API servers: a write on one reaches the live streams of the other, per reader', run: () => liveAcross(a, b, tokens) },
    ];
    for (const check of checks) {
      const checkStart = performance.now();
      const { figures, problems } = await check.run();
      record(check.name, `${figures} (${Math.round(performance.now() - checkStart)} ms)`, problems);
    }
    process.stdout.write(`    both servers started in ${(startMs / 1000).toFixed(1)} s; the four checks took ${Math.round(performance.now() - startedAt - startMs)} ms\n`);
  } finally {
    for (const server of servers) server.running.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.running.exited));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
