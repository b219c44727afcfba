import type { TestAccount } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/app.js';
import { createStudent, createTutor, daysFromNow, insertBooking, insertReport, multipartBody } from '../helpers/people.js';
import { issueOneTimeToken } from '../../server/auth/oneTimeTokens.js';
import { createSession } from '../../server/auth/sessions.js';
import { importJobOnceStopped } from '../helpers/importJobs.js';
import type { DB } from '../../server/db/index.js';
import { declaredRows } from './security-matrix.declared.js';

/**
 * The authorisation matrix: every route of the app against every kind of caller.
 * The test enumerates the routes from the app itself, so a route without a row here fails it.
 */
export const principals = [
  'anonymous',
  'expiredToken',
  'refreshAsAccess',
  'algNone',
  'wrongKey',
  'disabledAdmin',
  'user',
  'tutor',
  'admin',
  'superAdmin',
] as const;
export type Principal = (typeof principals)[number];

/** public: no token needed; signedIn: any live account; staff: admin or superAdmin; superAdmin: superAdmin only. */
export type Access = 'public' | 'signedIn' | 'staff' | 'superAdmin';

/** Expected answer when the caller is refused: status and stable code. */
export interface Refusal {
  status: number;
  code: string;
}

const unauthenticated: Refusal = { status: 401, code: 'UNAUTHENTICATED' };
const expired: Refusal = { status: 403, code: 'TOKEN_EXPIRED' };
const invalid: Refusal = { status: 403, code: 'TOKEN_INVALID' };
const forbidden: Refusal = { status: 403, code: 'FORBIDDEN' };
const allowed = 'allowed' as const;

const badTokens = { anonymous: unauthenticated, expiredToken: expired, refreshAsAccess: invalid, algNone: invalid, wrongKey: invalid, disabledAdmin: invalid };

/** The one table of who gets what: `allowed` means the row's own success status. */
export const expectations: Record<Access, Record<Principal, Refusal | typeof allowed>> = {
  public: Object.fromEntries(principals.map((p) => [p, allowed])) as Record<Principal, typeof allowed>,
  signedIn: { ...badTokens, user: allowed, tutor: allowed, admin: allowed, superAdmin: allowed },
  staff: { ...badTokens, user: forbidden, tutor: forbidden, admin: allowed, superAdmin: allowed },
  superAdmin: { ...badTokens, user: forbidden, tutor: forbidden, admin: forbidden, superAdmin: allowed },
};

/** Everything a row may need to build a request that succeeds for an allowed caller. */
export interface MatrixContext {
  t: TestApp;
  /** Creates the records the request acts on. */
  superAdmin: TestAccount;
  /** The caller of this request (undefined for anonymous and forged tokens). */
  caller: TestAccount | undefined;
  /** The password every principal account has (for change password). */
  password: string;
  unique: string;
}

export interface MatrixRequest {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: string;
  /** The route as the app registers it (`:id` style), with the /api/v1 prefix. */
  route: string;
  /** A short note when one route has several rows (same route, other target). */
  variant?: string;
  access: Access;
  /** What an allowed caller gets (default 200). */
  okStatus?: number;
  request: (ctx: MatrixContext) => Promise<MatrixRequest>;
  /** After an allowed call whose work goes on in the background: waits until it is done, so that what it writes is not taken for the next row's. */
  settle?: (ctx: MatrixContext, answer: { json: () => { data: { id: number } } }) => Promise<void>;
}

const v1 = (path: string) => `/api/v1${path}`;
const fixed = (url: string, payload?: object) => async (): Promise<MatrixRequest> => ({ url, ...(payload ? { payload } : {}) });

type IdQuery = { executeTakeFirstOrThrow: () => Promise<{ id: number }> };
const insertId = async (query: IdQuery) => (await query.executeTakeFirstOrThrow()).id;
const subject = (db: DB, u: string, parentId: number | null = null) => insertId(db.insertInto('subjects').values({ name: `Subject ${u}`, parentId }).returning('id'));
const template = (db: DB, u: string) =>
  insertId(db.insertInto('emailTemplates').values({ key: `key_${u}`, name: 'T', subject: 'S', bodyHtml: '<p>B</p>', variables: '[]' }).returning('id'));
const staffAccount = (db: DB, u: string, userType: 'admin' | 'superAdmin' = 'admin') =>
  insertId(
    db
      .insertInto('accounts')
      .values({ email: `target-${u}@example.test`, displayName: `Target ${u}`, userType, userRole: null, passwordHash: null, photoUrl: null, phone: null })
      .returning('id'),
  );
const booking = async ({ t, superAdmin }: MatrixContext) =>
  insertBooking(t, { studentId: await createStudent(t, superAdmin), tutorId: await createTutor(t, superAdmin), lessonAt: daysFromNow(-3) });
const report = async ({ t, superAdmin }: MatrixContext) => insertReport(t, { reporterId: await createStudent(t, superAdmin), reportedId: await createTutor(t, superAdmin) });

/** A live session of a fresh staff account: its refresh token (for the refresh and logout rows). */
async function freshRefreshToken({ t, unique }: MatrixContext): Promise<string> {
  const id = await staffAccount(t.db, `refresh-${unique}`);
  const session = await createSession(t.db, { accountId: id, sessionVersion: 0, rememberMe: false, lifetimeSeconds: 3600, userAgent: null, ip: null });
  return session.refreshToken;
}

/** An account that can receive emailed links (reset, verification). */
const linkOwner = (db: DB, u: string, userType: 'admin' | 'user' = 'admin') =>
  insertId(
    db
      .insertInto('accounts')
      .values({ email: `owner-${u}@example.test`, displayName: `Owner ${u}`, userType, userRole: null, passwordHash: null, photoUrl: null, phone: null })
      .returning('id'),
  );

/** A private view of the caller's (of the superAdmin's for a caller with no account): theirs to change. */
const ownView = ({ t, caller, superAdmin, unique }: MatrixContext) =>
  insertId(
    t.db
      .insertInto('savedViews')
      .values({ resource: 'languages', name: `View ${unique}`, ownerId: (caller ?? superAdmin).id, ownerName: 'Owner', shared: false, pinned: false, query: '{}', hiddenColumns: null })
      .returning('id'),
  );

/** A language added and deleted by the superAdmin: a record in the languages' trash. */
const trashedLanguage = async ({ t, superAdmin, unique }: MatrixContext): Promise<number> => {
  const added = await t.app.inject({ method: 'POST', url: v1('/admin/languages/add'), headers: superAdmin.headers, payload: { name: `Trashed ${unique}`, sortOrder: 1 } });
  const { id } = added.json().data as { id: number };
  await t.app.inject({ method: 'POST', url: v1('/admin/languages/remove'), headers: superAdmin.headers, payload: { id } });
  return id;
};

/** A languages file of one row, as an import's multipart body (with the fields that start it). */
const importUpload = (unique: string, fields: Record<string, string> = {}) => {
  const form = multipartBody(fields, [{ field: 'file', filename: 'languages.csv', contentType: 'text/csv', bytes: Buffer.from(`name,sortOrder\nImported ${unique},1\n`) }]);
  return { payload: form.payload, headers: form.headers };
};

/** A finished import into languages, started by the superAdmin. */
const finishedImport = ({ t, superAdmin }: MatrixContext) =>
  insertId(
    t.db
      .insertInto('importJobs')
      .values({ resource: 'languages', fileName: 'languages.csv', actorId: superAdmin.id, actorName: 'Super', previewedAt: new Date(), status: 'done' })
      .returning('id'),
  );

const docs = (path: string): MatrixRow => ({ method: 'GET', route: path, access: 'public', request: fixed(path) });

export const matrixRows: MatrixRow[] = [
  // Documentation, health and files: public.
  docs('/api/openapi.json'),
  docs('/api/docs'),
  docs('/api/docs/json'),
  docs('/api/docs/yaml'),
  { method: 'GET', route: '/api/docs/static/index.html', access: 'public', okStatus: 302, request: fixed('/api/docs/static/index.html') },
  docs('/api/docs/static/swagger-initializer.js'),
  { method: 'GET', route: '/api/docs/static/*', access: 'public', request: fixed('/api/docs/static/swagger-ui.css') },
  docs('/api/health'),
  { method: 'GET', route: '/uploads/:name', access: 'public', okStatus: 404, request: fixed(`/uploads/${'0'.repeat(32)}.png`) },
  {
    method: 'OPTIONS',
    route: '*',
    variant: 'CORS preflight from a foreign origin: refused, CORS_ORIGINS is empty',
    access: 'public',
    okStatus: 404,
    request: async () => ({ url: v1('/admin/dashboard'), headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }),
  },

  // Auth: public calls answer the same whatever token comes with them.
  {
    method: 'POST',
    route: v1('/admin/login'),
    variant: 'unknown email',
    access: 'public',
    okStatus: 401,
    request: async ({ unique }) => ({ url: v1('/admin/login'), payload: { email: `nobody-${unique}@example.test`, password: 'not the password' } }),
  },
  {
    method: 'POST',
    route: v1('/auth/refreshToken'),
    access: 'public',
    request: async (ctx) => ({ url: v1('/auth/refreshToken'), payload: { refreshToken: await freshRefreshToken(ctx) } }),
  },
  {
    method: 'POST',
    route: v1('/auth/logout'),
    access: 'public',
    request: async (ctx) => ({ url: v1('/auth/logout'), payload: { refreshToken: await freshRefreshToken(ctx) } }),
  },
  { method: 'POST', route: v1('/auth/forgotPassword'), access: 'public', request: async ({ unique }) => ({ url: v1('/auth/forgotPassword'), payload: { email: `nobody-${unique}@example.test` } }) },
  {
    method: 'POST',
    route: v1('/auth/checkForValidToken'),
    access: 'public',
    request: async (ctx) => ({ url: v1('/auth/checkForValidToken'), payload: { token: await issueOneTimeToken(ctx.t.db, await linkOwner(ctx.t.db, ctx.unique), 'reset_password') } }),
  },
  {
    method: 'POST',
    route: v1('/auth/resetPassword'),
    access: 'public',
    request: async (ctx) => ({
      url: v1('/auth/resetPassword'),
      payload: { password: 'A brand new password 1', token: await issueOneTimeToken(ctx.t.db, await linkOwner(ctx.t.db, ctx.unique), 'reset_password') },
    }),
  },
  {
    method: 'POST',
    route: v1('/user/verifyAccount'),
    access: 'public',
    request: async (ctx) => ({ url: v1('/user/verifyAccount'), payload: { token: await issueOneTimeToken(ctx.t.db, await linkOwner(ctx.t.db, ctx.unique, 'user'), 'verify_email') } }),
  },
  { method: 'GET', route: v1('/auth/me'), access: 'signedIn', request: fixed(v1('/auth/me')) },
  {
    method: 'POST',
    route: v1('/user/changePassword'),
    access: 'signedIn',
    request: async ({ password, unique }) => ({ url: v1('/user/changePassword'), payload: { oldPassword: password, newPassword: `Changed password ${unique}` } }),
  },

  // Subjects: read by any account, written by staff (languages, levels and report titles are declared: security-matrix.declared.ts).
  { method: 'GET', route: v1('/tutor/getSubjects'), access: 'signedIn', request: fixed(v1('/tutor/getSubjects?flat=true&limit=500')) },
  { method: 'GET', route: v1('/admin/subject/:id'), access: 'signedIn', request: async ({ t, unique }) => ({ url: v1(`/admin/subject/${await subject(t.db, unique)}`) }) },
  { method: 'POST', route: v1('/admin/subject/add'), access: 'staff', request: async ({ unique }) => ({ url: v1('/admin/subject/add'), payload: { name: `Added ${unique}` } }) },
  {
    method: 'POST',
    route: v1('/admin/subject/update'),
    access: 'staff',
    request: async ({ t, unique }) => ({ url: v1('/admin/subject/update'), payload: { id: await subject(t.db, unique), name: `Renamed ${unique}` } }),
  },
  { method: 'POST', route: v1('/admin/subject/remove'), access: 'staff', request: async ({ t, unique }) => ({ url: v1('/admin/subject/remove'), payload: { id: await subject(t.db, unique) } }) },
  {
    method: 'POST',
    route: v1('/admin/subject/remove/children'),
    access: 'staff',
    request: async ({ t, unique }) => {
      const parentId = await subject(t.db, unique);
      await subject(t.db, `${unique}-child`, parentId);
      return { url: v1('/admin/subject/remove/children'), payload: { parentId } };
    },
  },

  // Content (the declared email template and site settings calls are rows of security-matrix.declared.ts; this is the templates' server.ts's).
  {
    method: 'POST',
    route: v1('/admin/emailTemplate/preview/:id'),
    access: 'staff',
    request: async ({ t, unique }) => ({ url: v1(`/admin/emailTemplate/preview/${await template(t.db, unique)}`), payload: {} }),
  },

  // People.
  {
    method: 'POST',
    route: v1('/admin/register'),
    variant: 'a student',
    access: 'staff',
    request: async ({ unique }) => ({ url: v1('/admin/register'), payload: { userType: 'user', displayName: 'New Student', email: `new-${unique}@example.test` } }),
  },
  {
    method: 'POST',
    route: v1('/admin/register'),
    variant: 'a tutor',
    access: 'staff',
    request: async ({ unique }) => ({ url: v1('/admin/register'), payload: { userType: 'tutor', displayName: 'New Tutor', email: `new-${unique}@example.test` } }),
  },
  ...(['admin', 'superAdmin'] as const).map(
    (userType): MatrixRow => ({
      method: 'POST',
      route: v1('/admin/register'),
      variant: `an ${userType}`,
      access: 'superAdmin',
      request: async ({ unique }) => ({
        url: v1('/admin/register'),
        payload: { userType, displayName: 'New Staff', email: `new-${unique}@example.test`, password: 'a long password 1' },
      }),
    }),
  ),
  { method: 'GET', route: v1('/admin/user'), access: 'staff', request: fixed(v1('/admin/user')) },
  { method: 'GET', route: v1('/admin/user'), variant: 'staff accounts', access: 'superAdmin', request: fixed(v1('/admin/user?userType=staff')) },
  { method: 'GET', route: v1('/admin/user/:id'), variant: 'a student', access: 'staff', request: async (ctx) => ({ url: v1(`/admin/user/${await createStudent(ctx.t, ctx.superAdmin)}`) }) },
  { method: 'GET', route: v1('/admin/user/:id'), variant: 'an admin', access: 'superAdmin', request: async ({ t, unique }) => ({ url: v1(`/admin/user/${await staffAccount(t.db, unique)}`) }) },
  {
    method: 'POST',
    route: v1('/admin/user/:id'),
    variant: 'a student',
    access: 'staff',
    request: async (ctx) => ({ url: v1(`/admin/user/${await createStudent(ctx.t, ctx.superAdmin)}`), payload: { displayName: 'Renamed' } }),
  },
  ...(['admin', 'superAdmin'] as const).map(
    (userType): MatrixRow => ({
      method: 'POST',
      route: v1('/admin/user/:id'),
      variant: `an ${userType}`,
      access: 'superAdmin',
      request: async ({ t, unique }) => ({ url: v1(`/admin/user/${await staffAccount(t.db, unique, userType)}`), payload: { displayName: 'Renamed' } }),
    }),
  ),
  { method: 'POST', route: v1('/admin/user/delete/:id'), variant: 'a student', access: 'staff', request: async (ctx) => ({ url: v1(`/admin/user/delete/${await createStudent(ctx.t, ctx.superAdmin)}`) }) },
  ...(['admin', 'superAdmin'] as const).map(
    (userType): MatrixRow => ({
      method: 'POST',
      route: v1('/admin/user/delete/:id'),
      variant: `an ${userType}`,
      access: 'superAdmin',
      request: async ({ t, unique }) => ({ url: v1(`/admin/user/delete/${await staffAccount(t.db, unique, userType)}`) }),
    }),
  ),
  {
    method: 'POST',
    route: v1('/admin/user/bulk'),
    variant: 'students',
    access: 'staff',
    request: async (ctx) => ({ url: v1('/admin/user/bulk'), payload: { action: 'delete', ids: [await createStudent(ctx.t, ctx.superAdmin)] } }),
  },
  {
    method: 'POST',
    route: v1('/admin/user/bulk'),
    variant: 'an admin',
    access: 'superAdmin',
    request: async ({ t, unique }) => ({ url: v1('/admin/user/bulk'), payload: { action: 'delete', ids: [await staffAccount(t.db, unique, 'admin')] } }),
  },
  {
    method: 'POST',
    route: v1('/admin/profileUpdateFileUpload'),
    access: 'staff',
    request: async () => {
      const form = multipartBody({ displayName: 'Me' });
      return { url: v1('/admin/profileUpdateFileUpload'), payload: form.payload, headers: form.headers };
    },
  },
  { method: 'GET', route: v1('/admin/tutor'), access: 'staff', request: fixed(v1('/admin/tutor')) },
  { method: 'GET', route: v1('/admin/tutor/:id'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/tutor/${await createTutor(ctx.t, ctx.superAdmin)}`) }) },
  {
    method: 'POST',
    route: v1('/admin/tutor/:id'),
    access: 'staff',
    request: async (ctx) => ({ url: v1(`/admin/tutor/${await createTutor(ctx.t, ctx.superAdmin)}`), payload: { headline: 'Maths made easy' } }),
  },
  {
    method: 'POST',
    route: v1('/admin/tutor/:id/status'),
    access: 'staff',
    request: async (ctx) => ({ url: v1(`/admin/tutor/${await createTutor(ctx.t, ctx.superAdmin)}/status`), payload: { action: 'approve', reason: 'Checked' } }),
  },
  {
    method: 'POST',
    route: v1('/admin/tutor/bulk-status'),
    access: 'staff',
    request: async (ctx) => ({
      url: v1('/admin/tutor/bulk-status'),
      payload: { ids: [await createTutor(ctx.t, ctx.superAdmin), await createTutor(ctx.t, ctx.superAdmin)], action: 'approve', reason: 'Checked' },
    }),
  },
  { method: 'POST', route: v1('/admin/tutor/delete/:id'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/tutor/delete/${await createTutor(ctx.t, ctx.superAdmin)}`) }) },
  {
    method: 'POST',
    route: v1('/admin/tutor/bulk'),
    access: 'staff',
    request: async (ctx) => ({ url: v1('/admin/tutor/bulk'), payload: { action: 'delete', ids: [await createTutor(ctx.t, ctx.superAdmin)] } }),
  },

  // Money, reports, dashboard, audit.
  { method: 'GET', route: v1('/admin/transactions'), access: 'staff', request: fixed(v1('/admin/transactions')) },
  { method: 'GET', route: v1('/admin/transactions/:bookingId'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/transactions/${await booking(ctx)}`) }) },
  { method: 'GET', route: v1('/admin/report-management'), access: 'staff', request: fixed(v1('/admin/report-management')) },
  { method: 'GET', route: v1('/admin/report-management/:id'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/report-management/${await report(ctx)}`) }) },
  {
    method: 'POST',
    route: v1('/admin/report-management/update/:id'),
    access: 'staff',
    request: async (ctx) => ({ url: v1(`/admin/report-management/update/${await report(ctx)}`), payload: { status: 'in_review' } }),
  },
  {
    method: 'POST',
    route: v1('/admin/report-management/bulk-status'),
    access: 'staff',
    request: async (ctx) => ({ url: v1('/admin/report-management/bulk-status'), payload: { ids: [await report(ctx), await report(ctx)], status: 'resolved' } }),
  },
  { method: 'GET', route: v1('/admin/dashboard'), access: 'staff', request: fixed(v1('/admin/dashboard')) },
  { method: 'GET', route: v1('/admin/audit'), access: 'staff', request: fixed(v1('/admin/audit')) },
  // The live stream never ends, so inject() asks without `Accept: text/event-stream`: an allowed caller passes the guard and is
  // answered 400 EVENT_STREAM_ONLY; the stream itself, per reader, is tests/api/live-changes.test.ts's.
  { method: 'GET', route: v1('/admin/changes'), access: 'staff', okStatus: 400, request: fixed(v1('/admin/changes')) },
  { method: 'GET', route: v1('/admin/search'), access: 'staff', request: fixed(v1('/admin/search?q=a')) },
  { method: 'GET', route: v1('/admin/views'), access: 'staff', request: fixed(v1('/admin/views')) },
  { method: 'GET', route: v1('/admin/views/counts'), access: 'staff', request: fixed(v1('/admin/views/counts')) },
  {
    method: 'POST',
    route: v1('/admin/views'),
    access: 'staff',
    request: async ({ unique }) => ({ url: v1('/admin/views'), payload: { resource: 'languages', name: `View ${unique}`, query: { search: 'en' } } }),
  },
  { method: 'PUT', route: v1('/admin/views/:id'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/views/${await ownView(ctx)}`), payload: { name: `Renamed ${ctx.unique}` } }) },
  { method: 'DELETE', route: v1('/admin/views/:id'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/views/${await ownView(ctx)}`) }) },
  {
    method: 'POST',
    route: v1('/admin/export'),
    access: 'staff',
    request: fixed(v1('/admin/export'), { list: '/admin/transactions', columns: [{ field: 'id', header: 'Id' }] }),
  },
  ...(['admin', 'superAdmin'] as const).map(
    (userType): MatrixRow => ({
      method: 'POST',
      route: v1('/admin/export'),
      variant: `${userType} accounts`,
      access: 'superAdmin',
      request: fixed(v1('/admin/export'), { list: '/admin/user', query: { userType }, columns: [{ field: 'email', header: 'Email' }] }),
    }),
  ),

  { method: 'GET', route: v1('/admin/trash/:resource'), access: 'staff', request: fixed(v1('/admin/trash/languages')) },
  { method: 'POST', route: v1('/admin/trash/:resource/restore'), access: 'staff', request: async (ctx) => ({ url: v1('/admin/trash/languages/restore'), payload: { ids: [await trashedLanguage(ctx)] } }) },
  { method: 'POST', route: v1('/admin/trash/:resource/remove'), access: 'superAdmin', request: async (ctx) => ({ url: v1('/admin/trash/languages/remove'), payload: { ids: [await trashedLanguage(ctx)] } }) },
  { method: 'POST', route: v1('/admin/trash/:resource/empty'), access: 'superAdmin', request: fixed(v1('/admin/trash/report-titles/empty')) },

  { method: 'POST', route: v1('/admin/import/:resource/preview'), access: 'staff', request: async ({ unique }) => ({ url: v1('/admin/import/languages/preview'), ...importUpload(unique) }) },
  {
    method: 'POST',
    route: v1('/admin/import/:resource'),
    access: 'staff',
    request: async ({ unique }) => ({ url: v1('/admin/import/languages'), ...importUpload(unique, { previewedAt: new Date().toISOString() }) }),
    settle: async ({ t, superAdmin }, answer) => void (await importJobOnceStopped(t, superAdmin.headers, 'languages', answer.json().data.id)),
  },
  { method: 'GET', route: v1('/admin/import/:resource/jobs'), access: 'staff', request: fixed(v1('/admin/import/languages/jobs')) },
  { method: 'GET', route: v1('/admin/import/:resource/jobs/:id'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/import/languages/jobs/${await finishedImport(ctx)}`) }) },
  { method: 'POST', route: v1('/admin/import/:resource/jobs/:id/cancel'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/import/languages/jobs/${await finishedImport(ctx)}/cancel`) }) },
  { method: 'POST', route: v1('/admin/import/:resource/jobs/:id/revert'), access: 'staff', request: async (ctx) => ({ url: v1(`/admin/import/languages/jobs/${await finishedImport(ctx)}/revert`) }) },

  // Declared resources (src/resources/<name>/resource.ts): rows derived from their declarations.
  ...declaredRows,
];
