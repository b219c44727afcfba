import type { InjectOptions } from 'fastify';
import type { TestAccount } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/app.js';

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  body: any;
  headers: Record<string, unknown>;
}

/** Calls `/api/v1<url>` as the given account (or anonymously) and answers status and JSON body. */
export function caller(t: TestApp, account?: TestAccount) {
  return async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Reply> => {
    const options: InjectOptions = { method, url: `/api/v1${url}`, headers: account?.headers ?? {} };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await t.app.inject(options);
    return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
  };
}

/** The audit rows written for one resource, oldest first. */
export function auditRows(t: TestApp, resource: string) {
  return t.db.selectFrom('auditLog').selectAll().where('resource', '=', resource).orderBy('id').execute();
}

/** A tutor account straight in the database, to make catalogue entries "in use". */
export async function insertTutor(t: TestApp, name = 'Tutor'): Promise<number> {
  const { id } = await t.db
    .insertInto('accounts')
    .values({ email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}@example.test`, displayName: name, userType: 'tutor', userRole: null, passwordHash: null, photoUrl: null, phone: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
