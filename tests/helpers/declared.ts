import type { InjectOptions } from 'fastify';
import { hasAction, wholePattern, type FieldDeclaration, type ReadRule, type ResourceDeclaration } from '../../contract/declaration.js';
import { demoOf } from '../../server/declared/demoModule.js';
import { columnValues, untyped } from '../../server/declared/records.js';
import { parsedCalls, tableOf, type Action } from '../../server/declared/naming.js';
import { createTestAccount, type TestAccount } from './accounts.js';
import type { TestApp } from './app.js';
import { createStudent, createTutor, insertReport } from './people.js';
import { endpointsOf } from '../../src/dataProvider/declaredEndpoints.js';
import { writeBody } from '../../src/dataProvider/requestParts.js';

/**
 * Requests and sample values for any declared resource (src/resources/<name>/resource.ts), derived
 * from its declaration: the generic tests and the security matrix cover a new resource unwritten.
 */
export type Values = Record<string, unknown>;
const DAY = 86_400_000;

export interface CallRequest {
  method: InjectOptions['method'];
  url: string;
  payload?: object;
}

const v1 = (url: string) => `/api/v1${url}`;

/**
 * What the admin's endpoint row adds to a call (src/dataProvider/declaredEndpoints.ts): the list's
 * subset's list query under the one asked, the subset's create values around the body (a student is a `user`).
 */
function withEndpointRow(declaration: ResourceDeclaration, action: Action, options: { body?: Values; query?: Record<string, string | number> }) {
  const endpoints = endpointsOf(declaration);
  if (action === 'list') return { ...options, query: { ...endpoints.getList?.query, ...options.query } };
  const create = endpoints.create;
  if (action === 'create' && create && options.body) return { ...options, body: { ...create.defaults, ...options.body, ...create.fixed } };
  return options;
}

/** A list's query as the admin's list sends it (with what its screen fixes, as admin accounts' kinds), for a list or its export. */
export const listQueryAsSent = (declaration: ResourceDeclaration, query: Record<string, string | number> = {}) => withEndpointRow(declaration, 'list', { query }).query;

/** The request of one action: ids go in the path or the body as the declared call takes them. */
export function callRequest(declaration: ResourceDeclaration, action: Action, options: { id?: number; body?: Values; query?: Record<string, string | number> } = {}): CallRequest {
  const call = parsedCalls(declaration)[action];
  const sent = withEndpointRow(declaration, action, options);
  const qs = new URLSearchParams(Object.entries(sent.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  const url = v1(call.url.replace(':id', String(options.id))) + (qs ? `?${qs}` : '');
  const idInBody = !call.idInPath && !declaration.singleton && (action === 'update' || action === 'delete');
  const body = idInBody ? { id: options.id, ...sent.body } : sent.body;
  return { method: call.method, url, ...(body === undefined ? {} : { payload: body }) };
}

/** Calls an action as an account (or anonymously) and answers the reply. */
export function declaredCaller(t: TestApp, declaration: ResourceDeclaration) {
  return (by: TestAccount | undefined, action: Action, options: Parameters<typeof callRequest>[2] & { headers?: Record<string, string> } = {}) => {
    const request = callRequest(declaration, action, options);
    return t.app.inject({ ...request, headers: { ...by?.headers, ...options.headers } } as InjectOptions);
  };
}

const fitted = (text: string, max: number) => (text.length <= max ? text : text.slice(text.length - max));

/** The whole-value pattern of a text field as the server checks it. */
export const patternOf = (field: FieldDeclaration): RegExp | undefined => (field.kind === 'text' ? wholePattern(field) : undefined);

/** "aa", "ab", ... "xkq": the serial in lower-case letters, at least two, a different word for each serial. */
const letters = (serial: number) => {
  let word = '';
  for (let rest = serial + 27; rest > 0; rest = Math.floor((rest - 1) / 26)) word = String.fromCharCode(97 + ((rest - 1) % 26)) + word;
  return word;
};

/** A value of the pattern, different for each serial: the first of a few common shapes of codes that matches. */
function patterned(pattern: RegExp, serial: number): string | undefined {
  const word = letters(serial);
  // The last two letters too, for a two-letter code (a country) once the word is longer.
  const pair = word.slice(-2);
  return [word, `${word}-${word.slice(0, 2).toUpperCase()}`, `${word}-${word}`, `${word}${serial}`, word.toUpperCase(), pair, pair.toUpperCase(), String(serial), String(serial).padStart(7, '0')].find((candidate) => pattern.test(candidate));
}

/** A valid value of a field, different for each `unique` (pattern fields take their demo rows' values). */
export function sampleValue(declaration: ResourceDeclaration, name: string, unique: string, serial: number): unknown {
  const field = declaration.fields[name]!;
  switch (field.kind) {
    case 'text': {
      if (field.pattern) {
        // A unique field cannot take the demo rows' values in turn: the third sample would repeat the first.
        const demos = field.unique ? [] : (demoOf(declaration)?.(new Date(), { idsOf: () => [] }) ?? []).map((row) => row[name]).filter((value) => typeof value === 'string');
        const value = demos.length > 0 ? demos[serial % demos.length] : patterned(patternOf(field)!, serial);
        if (value === undefined) throw new Error(`${declaration.name}.${name}: no sample matches its pattern; give its resource demo records (demo.ts) to take values from`);
        // In the case the server stores it in: a record written straight to its table holds what the calls would.
        return field.case === 'upper' ? value?.toUpperCase() : field.case === 'lower' ? value?.toLowerCase() : value;
      }
      if (field.email) return `${letters(serial)}@example.test`;
      return fitted(`${name} ${unique}`.padEnd(field.min ?? 0, 'x'), field.max);
    }
    case 'longText':
      return fitted(`Some ${name} for ${unique}`.padEnd(field.min ?? 0, 'x'), field.max);
    case 'html':
      return `<p>${fitted(`Some ${name} ${unique}`, field.max - 7)}</p>`;
    case 'integer':
    case 'money':
      return Math.min(field.max ?? Number.MAX_SAFE_INTEGER, (field.min ?? 0) + serial);
    case 'decimal':
      return Math.min(field.max ?? 1e6, (field.min ?? 0) + serial + (field.scale > 0 ? 0.5 : 0));
    case 'boolean':
      return field.default ?? true;
    case 'date':
      return `2026-03-${String((serial % 28) + 1).padStart(2, '0')}`;
    case 'dateTime':
      return new Date(Date.now() + (field.notBefore ? 30 : -1) * DAY + serial * 1000).toISOString();
    case 'choice':
      return field.default ?? field.values[0];
    case 'texts':
      return [`first${serial}`, `second${serial}`];
    case 'links':
      return { [field.keys[0]!]: `https://example.test/${letters(serial)}` };
    case 'reference':
    case 'references':
      return undefined;
  }
}

/**
 * Values for the fields a bulk action sets, each other than the action sets it (another action's
 * value, a boolean turned over, another choice, a sample): a record made with them is one the action changes.
 */
export function unlikeBulkAction(declaration: ResourceDeclaration, action: string): Values {
  const { set } = declaration.bulk![action]!;
  return Object.fromEntries(
    Object.entries(set).map(([name, value]) => {
      const field = declaration.fields[name]!;
      const own = field.kind === 'boolean' ? [!value] : field.kind === 'choice' ? field.values : [sampleValue(declaration, name, `unlike ${action}`, 0)];
      const other = [...Object.values(declaration.bulk!).map((each) => each.set[name]), ...own].find((each) => each !== undefined && each !== value);
      if (other === undefined) throw new Error(`${declaration.name}: no value of ${name} other than bulk action "${action}" sets`);
      return [name, other];
    }),
  );
}

let serials = 0;

/** A create body with every writable field (and the read-only ones with `readOnly`); references point at records made first (by `make`). */
export async function sampleBody(declaration: ResourceDeclaration, unique: string, make: (target: string) => Promise<number>, { readOnly = false } = {}): Promise<Values> {
  const serial = (serials += 1);
  const body: Values = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.readOnly && !readOnly) continue;
    if (field.kind === 'reference') body[name] = await make(field.resource);
    else if (field.kind === 'references') body[name] = [await make(field.resource)];
    else body[name] = sampleValue(declaration, name, unique, serial);
  }
  return body;
}

/**
 * Records of the resources whose calls their own server.ts serves, made as their own suites make
 * them. A reference to one of them (a payout's tutor) is made here; a new resource of that kind
 * fails `makeRecord` until it has a maker.
 */
const ownRecordMakers: Record<string, (t: TestApp, by: TestAccount) => Promise<number>> = {
  tutors: (t, by) => createTutor(t, by),
  users: (t, by) => createStudent(t, by),
  'admin-management': async (t) => (await createTestAccount(t, 'admin', { userRole: 'editor' })).id,
  reports: async (t, by) => {
    const { id: reportTitleId } = await t.db.insertInto('reportTitles').values({ title: `Sample reason ${(serials += 1)}` }).returning('id').executeTakeFirstOrThrow();
    return insertReport(t, { reporterId: await createStudent(t, by), reportedId: await createTutor(t, by), reportTitleId });
  },
  subjects: async (t) => (await t.db.insertInto('subjects').values({ name: `Sample ${(serials += 1)}`, parentId: null, sortOrder: 1 }).returning('id').executeTakeFirstOrThrow()).id,
};

/** The id of a new record of any resource: made by its own maker, else through its declared create call (createSample). */
export async function makeRecord(t: TestApp, by: TestAccount, declaration: ResourceDeclaration, all: ResourceDeclaration[], unique: string): Promise<number> {
  const own = ownRecordMakers[declaration.name];
  if (own) return own(t, by);
  if (declaration.ownCalls?.length) throw new Error(`${declaration.name} serves its own calls: give it a maker in ownRecordMakers (tests/helpers/declared.ts)`);
  return (await createSample(t, by, declaration, all, unique)).id;
}

/**
 * A record of a resource without a create call, written as the server's own code would: made by
 * its own maker (a report needs real people) with `overrides` written over it, else straight to
 * its table with a value for every field.
 */
async function storeSample(t: TestApp, by: TestAccount, declaration: ResourceDeclaration, make: (target: string) => Promise<number>, unique: string, overrides: Values): Promise<number> {
  const table = untyped(t.db);
  const own = ownRecordMakers[declaration.name];
  if (own) {
    const id = await own(t, by);
    if (Object.keys(overrides).length > 0) await table.updateTable(tableOf(declaration)).set(columnValues(declaration, overrides)).where('id', '=', id).execute();
    return id;
  }
  const body = { ...(await sampleBody(declaration, unique, make, { readOnly: true })), ...overrides };
  return (await table.insertInto(tableOf(declaration)).values(columnValues(declaration, body)).returning('id').executeTakeFirstOrThrow()).id as number;
}

/** A stored record as its get call answers it (an own get call may answer more than the table holds). */
async function readBack(t: TestApp, by: TestAccount, declaration: ResourceDeclaration, id: number): Promise<Values & { id: number; updatedAt: string }> {
  const res = await declaredCaller(t, declaration)(by, 'get', { id });
  if (res.statusCode !== 200) throw new Error(`get ${declaration.name} ${id} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * Creates a record of a declared resource through its create call (by an account allowed to),
 * answering it. A resource without a create call (its records come from the server, as email
 * templates do) gets one written straight to its table, as the server's own code would. A
 * singleton's one record is read (its first read makes it).
 */
export async function createSample(t: TestApp, by: TestAccount, declaration: ResourceDeclaration, all: ResourceDeclaration[], unique: string, overrides: Values = {}): Promise<Values & { id: number; updatedAt: string }> {
  if (declaration.singleton) {
    const read = await declaredCaller(t, declaration)(by, 'get');
    if (read.statusCode !== 200) throw new Error(`read ${declaration.name} failed: ${read.statusCode} ${read.body}`);
    return read.json().data;
  }
  const make = (target: string) => makeRecord(t, by, all.find((each) => each.name === target)!, all, `${unique}-ref`);
  if (!hasAction(declaration, 'create')) return readBack(t, by, declaration, await storeSample(t, by, declaration, make, unique, overrides));
  const body = { ...(await sampleBody(declaration, unique, make)), ...overrides };
  const res = await declaredCaller(t, declaration)(by, 'create', { body });
  if (res.statusCode !== 200) throw new Error(`create ${declaration.name} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Values the field refuses, each with a 400 naming it. */
export function badValues(field: FieldDeclaration): unknown[] {
  switch (field.kind) {
    case 'text': {
      const candidates = ['!!!', '0', 'a b', '-', 'ZZ'];
      const pattern = patternOf(field);
      const mismatch = pattern ? candidates.filter((value) => !pattern.test(value)).slice(0, 1) : [];
      return ['x'.repeat(field.max + 1), 42, 'two\nlines', ...mismatch, ...(field.min ? ['x'.repeat(field.min - 1) || ' '] : []), ...(field.email ? ['not-an-email'] : [])];
    }
    case 'longText':
    case 'html':
      return ['x'.repeat(field.max + 1), 42];
    case 'integer':
    case 'money':
      return [1.5, '7', (field.max ?? 2_147_483_647) + 1, (field.min ?? (field.kind === 'money' ? 0 : -2_147_483_648)) - 1];
    case 'decimal':
      return ['1.5', 1 / 3, (field.max ?? 1e16) + 1];
    case 'boolean':
      return ['yes', 1];
    case 'date':
      // Years outside 1000 to 9999 (contract/isoDates.ts): PostgreSQL or the driver would fail on them.
      return ['2026-02-30', '31/01/2026', '2026-01-31T12:00:00Z', '0000-01-01', '0020-02-29', '0999-12-31', '10000-01-01'];
    case 'dateTime':
      // Offsets beyond ±14:00 and instants outside the years 1000 to 9999 (contract/isoDates.ts).
      return ['2026-02-30T12:00:00Z', '2026-01-31 12:00', 'tomorrow', '2026-04-20T01:45:04+19:05', '2026-04-20T01:45:04+15:59', '0020-02-29T00:00:00Z', '9999-12-31T23:00:00-14:00', '1000-01-01T00:00:00+01:00'];
    case 'choice':
      return ['not-one-of-them', 1];
    case 'reference':
      return ['1', 0, 1.5];
    case 'references':
      return [['1'], 'x'];
    case 'texts':
      return [[''], ['x'.repeat((field.maxLength ?? 100) + 1)], Array.from({ length: (field.max ?? 50) + 1 }, (_, index) => `t${index}`), 'x', [1]];
    case 'links':
      return [{ [field.keys[0]!]: 'http://example.test' }, { [field.keys[0]!]: 'javascript:alert(1)' }, { notAKey: '' }, 'x', [1]];
  }
}

/** A staff account with a role, or another kind of account, for the role matrix. */
export type Role = 'editor' | 'admin' | 'superAdmin' | 'tutor' | 'anonymous';
export const roles: readonly Role[] = ['editor', 'admin', 'superAdmin', 'tutor', 'anonymous'];

/** What a role gets from a declared rule: allowed, 401 or 403 (spec section 6). */
export function expectedStatus(rule: ReadRule, role: Role): 'allowed' | 401 | 403 {
  if (role === 'anonymous') return 401;
  if (role === 'superAdmin' || rule === 'signedIn') return 'allowed';
  if (role === 'tutor' || rule === 'superAdmin') return 403;
  return rule === 'editor' || role === 'admin' ? 'allowed' : 403;
}

/** Removes several records as the admin's bulk delete does (its endpoint row's deleteMany): the remove call's `{ids}`, or a bulk call's `{action: 'delete', ids}`. */
export function deleteManyCaller(t: TestApp, declaration: ResourceDeclaration) {
  const deleteMany = endpointsOf(declaration).deleteMany;
  if (deleteMany === undefined) throw new Error(`${declaration.name} removes no records`);
  return (by: TestAccount | undefined, ids: number[]) =>
    t.app.inject({ method: deleteMany.method as 'POST', url: v1(deleteMany.path), headers: { ...by?.headers }, payload: writeBody(deleteMany, { ids }) as object });
}
