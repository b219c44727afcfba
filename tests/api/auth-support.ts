import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../server/auth/passwords.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import type { TestApp } from '../helpers/app.js';
import { createScratchDatabase } from '../helpers/postgres.js';

type UserType = 'superAdmin' | 'admin' | 'tutor' | 'user';

export interface Person {
  id: number;
  email: string;
  password: string;
  displayName: string;
}

/** An account with a real argon2id password, so that the auth calls can be used as a person would. */
export async function createPerson(
  t: TestApp,
  fields: Partial<{ userType: UserType; status: 'active' | 'pending' | 'suspended'; email: string; password: string; emailVerified: boolean }> = {},
): Promise<Person> {
  const email = fields.email ?? `person-${randomUUID().slice(0, 8)}@example.test`;
  const password = fields.password ?? 'Correct horse battery 1';
  const displayName = `Person ${email.split('@')[0]}`;
  const { id } = await t.db
    .insertInto('accounts')
    .values({
      email,
      passwordHash: await hashPassword(password),
      displayName,
      photoUrl: null,
      phone: null,
      userType: fields.userType ?? 'admin',
      userRole: null,
      status: fields.status ?? 'active',
      emailVerified: fields.emailVerified ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, password, displayName };
}

export function login(t: TestApp, email: string, password: string, options: { rememberMe?: boolean; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { email, password, rememberMe: options.rememberMe ?? false },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function refresh(t: TestApp, refreshToken: string, HasCredRemembered = false) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/refreshToken', payload: { HasCredRemembered, refreshToken } });
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export function tokensOf(res: LightMyRequestResponse): Tokens {
  const accessToken = res.headers.accesstoken;
  const refreshToken = res.headers.refreshtoken;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') {
    throw new Error(`no tokens in answer ${res.statusCode}: ${res.body}`);
  }
  return { accessToken, refreshToken, expiresIn: Number(res.headers.refreshtokenexpiresin) };
}

export async function signIn(t: TestApp, person: Person, options: { rememberMe?: boolean; ip?: string } = {}): Promise<Tokens> {
  const res = await login(t, person.email, person.password, options);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return tokensOf(res);
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The signed-in user's own record: tells whether an access token works. */
export function me(t: TestApp, accessToken: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });
}

export async function accessWorks(t: TestApp, accessToken: string): Promise<boolean> {
  const res = await me(t, accessToken);
  if (res.statusCode === 200) return true;
  if (res.statusCode === 401 || res.statusCode === 403) return false;
  throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
}

/** The mail written to `to`, newest first, once the work calls do after answering has ended. */
export async function outboxFor(t: TestApp, to: string) {
  await t.app.afterReply.settled();
  return t.db.selectFrom('outbox').selectAll().where('toAddress', '=', to).orderBy('id', 'desc').execute();
}

/** The token of the newest emailed link to `/${path}/{token}`, read the way a person would: from the email. */
export async function tokenFromLatestMail(t: TestApp, to: string, path: 'reset-password' | 'verify'): Promise<string> {
  const [mail] = await outboxFor(t, to);
  const match = mail && new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no /${path}/ link mailed to ${to}`);
  return match[1]!;
}

/** The real app with its pino log captured, on the same kind of database as startTestApp. */
export async function startAppWithLog(env: Record<string, string> = {}): Promise<TestApp & { log: () => string }> {
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: '/nonexistent', ...env });
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url: await createScratchDatabase(url) } : { kind: 'memory' });
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    logger: { stream: { write: (line: string) => lines.push(line) } },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    log: () => lines.join(''),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface FakeSmtp {
  url: string;
  messages: { from: string; to: string[]; data: string }[];
  close: () => Promise<void>;
}

const smtpReplies: Record<string, string> = {
  EHLO: '250-fake.smtp\r\n250 8BITMIME\r\n',
  HELO: '250 fake.smtp\r\n',
  DATA: '354 go ahead\r\n',
};

/** Just enough of an SMTP server for nodemailer to deliver to, keeping what it receives. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: FakeSmtp['messages'] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(smtpReplies[verb] ?? '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
