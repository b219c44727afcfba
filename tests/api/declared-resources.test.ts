import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, tableOf, type Action } from '../../server/declared/naming.js';
import { columnValues, untyped } from '../../server/declared/records.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { bulkRule } from '../../server/declared/routes.js';
import { formatMoney } from '../../contract/numberFormats.js';
import { bulkActionsOf, callsOf, defaultSortOf, equalFilterName, ownsCall, filterKindOf, filtersByRange, hasAction, rangeFilterNames, sortableFields, subsetQueryOf, writableFields, type ResourceDeclaration } from '../../contract/declaration.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { databaseFingerprint } from '../helpers/dbFingerprint.js';
import { patternsOf, textSchemaAllows } from '../helpers/openapi.js';
import { badValues, callRequest, createSample, deleteManyCaller, listQueryAsSent, makeRecord, patternOf, declaredCaller, expectedStatus, roles, sampleBody, unlikeBulkAction, type Role, type Values } from '../helpers/declared.js';

/**
 * Every declared resource (src/resources/<name>/resource.ts), tested from its declaration alone,
 * those whose calls their server.ts serves (`ownCalls`) and people (a `subset` of the accounts: tutors, students
 * and admin accounts) included: each call is the one the
 * declaration names, sent as the admin's endpoint row sends it. What an own call adds beyond the
 * declaration is its own suite's (tests/api/reports.test.ts, transactions.test.ts, ...).
 */
const all = await discoverDeclarations();
const MISSING_ID = 2_147_483_000;
const DAY = 86_400_000;

let t: TestApp;
const accounts = {} as Record<Exclude<Role, 'anonymous'>, TestAccount>;
beforeAll(async () => {
  t = await startTestApp();
  accounts.editor = await createTestAccount(t, 'admin', { userRole: 'editor', displayName: 'Eddie Editor' });
  accounts.admin = await createTestAccount(t, 'admin', { userRole: 'admin', displayName: 'Ada Admin' });
  accounts.superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
  accounts.tutor = await createTestAccount(t, 'tutor');
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t.close());

let document: OpenAPIV3_1.Document | undefined;
/** The schemas the OpenAPI document publishes for a text property of a declared call's body (in each kind of body that has it). */
function publishedSchemas(declaration: ResourceDeclaration, action: Action, name: string): OpenAPIV3_1.SchemaObject[] {
  const request = callRequest(declaration, action, { id: 1 });
  const path = request.url.replace(/\/1(?=\/|$)/, '/{id}');
  const operation = document!.paths![path]![String(request.method).toLowerCase() as 'post' | 'put']!;
  const schema = (operation.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema as OpenAPIV3_1.SchemaObject;
  // A body of several kinds (one per kind of account) publishes the property in each.
  const kinds = (schema.oneOf ?? schema.anyOf ?? [schema]) as OpenAPIV3_1.SchemaObject[];
  return kinds.flatMap((kind) => (kind.properties?.[name] ? [kind.properties[name] as OpenAPIV3_1.SchemaObject] : []));
}

let serial = 0;
const unique = () => `u${(serial += 1)}x${Date.now().toString(36)}`;
const fieldsOf = (declaration: ResourceDeclaration, test: (field: ResourceDeclaration['fields'][string]) => boolean) =>
  Object.entries(declaration.fields).filter(([, field]) => test(field));
/** The day `days` after a YYYY-MM-DD day. */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const namesField = (errors: Record<string, string> | undefined, name: string) => Object.keys(errors ?? {}).some((key) => key === name || key.startsWith(`${name}.`));

describe.each(all.map((declaration) => [declaration.name, declaration] as const))('declared resource %s', (_name, declaration) => {
  const call = () => declaredCaller(t, declaration);
  const boss = () => accounts.superAdmin;
  const create = (overrides: Values = {}) => createSample(t, boss(), declaration, all, unique(), overrides);
  const body = () => sampleBody(declaration, unique(), (target) => makeRecord(t, boss(), all.find((each) => each.name === target)!, all, unique()));
  /** A record whose read-only field holds this value, written to its table as the server's own code would. */
  const createHolding = async (name: string, value: unknown) => {
    const { id } = await create();
    await untyped(t.db).updateTable(tableOf(declaration)).set(columnValues(declaration, { [name]: value })).where('id', '=', id).execute();
    return stored(id);
  };
  /** A change of every field an update sends (a tutor's approval is set on create only: `sentOn`). */
  const changeBody = async () => {
    const sent = await body();
    return Object.fromEntries(writableFields(declaration, 'update').filter((name) => name in sent).map((name) => [name, sent[name]]));
  };
  const stored = async (id: number) => (await call()(boss(), 'get', { id })).json().data as Values;
  const list = async (query: Record<string, string | number>) => {
    const res = await call()(boss(), 'list', { query: { limit: 500, ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Array<Values & { id: number }>;
  };
  const listPath = callsOf(declaration).list.split(' ')[1]!;
  /** The CSV export of the list with this query, as the superAdmin: its rows' cells, without the header. */
  const exportedRows = async (query: Record<string, string>, columns: Array<Record<string, unknown>> = [{ field: 'id', header: 'Id' }]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/export', headers: boss().headers, payload: { list: listPath, query: listQueryAsSent(declaration, query), columns } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((line) => line.split(','));
  };
  // A resource may have no create or no delete (email templates), or no update either (transactions): its tests use records the server holds (createSample).
  const canCreate = hasAction(declaration, 'create');
  const canUpdate = hasAction(declaration, 'update');
  const canDelete = hasAction(declaration, 'delete');
  // A singleton (the site settings) is one record: no list, and no id to get wrong.
  const hasList = !declaration.singleton;
  /** Writes a whole body: through the create call, or as a change of a record where there is none. */
  const writeAll = async (sent: Values) => (canCreate ? call()(boss(), 'create', { body: sent }) : call()(boss(), 'update', { id: (await create()).id, body: sent }));

  it(`${canCreate ? 'creates, ' : ''}reads${hasList ? ', lists' : ''}${canUpdate ? ', changes' : ''}${canDelete ? ' and removes' : ''} a record`, async () => {
    const created = await create();
    if (hasList) expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const read = await call()(boss(), 'get', { id: created.id });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created);
    expect(read.headers.etag).toBe(`"${created.updatedAt}"`);
    if (hasList) expect((await list({ sort: 'id', dir: 'desc' })).map((item) => item.id)).toContain(created.id);
    if (!canUpdate) return;
    const change = await changeBody();
    const updated = await call()(boss(), 'update', { id: created.id, body: change });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await stored(created.id)).toEqual(updated.json().data);
    if (!canDelete) return;
    const removed = await call()(boss(), 'delete', { id: created.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ ids: [created.id] });
    expect((await call()(boss(), 'get', { id: created.id })).statusCode).toBe(404);
  });

  const absentActions = (['create', 'update', 'delete'] as const).filter((action) => !hasAction(declaration, action));
  if (absentActions.length > 0) it(`has no ${absentActions.join(' or ')} call`, async () => {
    const anyRecord = await create();
    const absent = absentActions.map((action) => callsOf(declaration)[action]);
    for (const absentCall of absent) {
      const [method, path] = absentCall.split(' ') as ['POST', string];
      const res = await t.app.inject({ method, url: `/api/v1${path.replace('{id}', String(anyRecord.id))}`, headers: boss().headers, payload: { id: anyRecord.id } });
      expect(res.statusCode, absentCall).toBe(404);
    }
    expect(await stored(anyRecord.id)).toEqual(anyRecord);
  });

  if (canCreate || canUpdate) it('answers a record through its fields as sent (dates unshifted, decimals as numbers)', async () => {
    const sent = await body();
    const res = await writeAll(sent);
    expect(res.statusCode, res.body).toBe(200);
    for (const [name, field] of Object.entries(declaration.fields).filter(([each]) => each in sent)) {
      const answered = res.json().data[name];
      if (field.kind === 'dateTime') expect(Date.parse(answered as string)).toBe(Date.parse(sent[name] as string));
      // A group of links answers every key, those not sent as they were.
      else if (field.kind === 'links') expect(answered, name).toMatchObject(sent[name] as Values);
      else if (field.kind === 'text' && field.case) expect(answered).toBe(field.case === 'lower' ? String(sent[name]).toLowerCase() : String(sent[name]).toUpperCase());
      else if (field.kind !== 'html') expect(answered, name).toEqual(sent[name]);
    }
  });

  const hasDefault = (field: ResourceDeclaration['fields'][string]) => ('default' in field && field.default !== undefined) || (field.kind === 'integer' && Boolean(field.position));
  // A value the admin's create sends whatever the form says (a subset's: a student's userType) is never missing.
  const sentAnyway = new Set(declaration.subset ? [declaration.subset.field] : []);
  it.each(fieldsOf(declaration, (field) => canCreate && Boolean(field.required) && !field.readOnly && !hasDefault(field)).map(([name]) => name).filter((name) => !sentAnyway.has(name)))(
    'refuses a record without %s (400 naming it), storing nothing',
    async (name) => {
      const { [name]: _left, ...rest } = await body();
      const before = await databaseFingerprint(t.db);
      const res = await call()(boss(), 'create', { body: rest });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().errors).toHaveProperty(name);
      expect(await databaseFingerprint(t.db)).toEqual(before);
    },
  );

  it.each(fieldsOf(declaration, (field) => canCreate && field.kind === 'integer' && Boolean(field.position)).map(([name]) => name))(
    'puts a record added without its %s last, and keeps one sent',
    async (name) => {
      const { [name]: _left, ...rest } = await body();
      const { position } = declaration.fields[name] as { position: true | { within: string } };
      if (typeof position === 'object') {
        // Kept within a reference's records: a new record to refer to starts an empty order, whatever the others hold.
        const group = declaration.fields[position.within] as { resource: string };
        rest[position.within] = await makeRecord(t, boss(), all.find((each) => each.name === group.resource)!, all, unique());
        const first = await call()(boss(), 'create', { body: rest });
        expect(first.json().data[name], first.body).toBe(1);
        const sent = await call()(boss(), 'create', { body: { ...(await body()), [position.within]: rest[position.within], [name]: 7 } });
        expect(sent.json().data[name], sent.body).toBe(7);
        const next = await call()(boss(), 'create', { body: { ...rest, ...(await body()), [position.within]: rest[position.within], [name]: undefined } });
        expect(next.json().data[name], next.body).toBe(8);
        return;
      }
      const highest = Math.max(0, ...(await list({ sort: name, dir: 'desc', limit: 1 })).map((item) => item[name] as number));
      const added = await call()(boss(), 'create', { body: rest });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data[name]).toBe(highest + 1);
      const placed = await call()(boss(), 'create', { body: { ...(await body()), [name]: 0 } });
      expect(placed.json().data[name]).toBe(0);
    },
  );

  it.each(fieldsOf(declaration, (field) => canCreate && 'default' in field && field.default !== undefined).map(([name]) => name))(
    'gives %s its default when left out, and never empties it',
    async (name) => {
      const { [name]: _left, ...rest } = await body();
      const added = await call()(boss(), 'create', { body: rest });
      expect(added.statusCode, added.body).toBe(200);
      const field = declaration.fields[name]!;
      expect(added.json().data[name]).toEqual('default' in field ? field.default : undefined);
      const emptied = await call()(boss(), 'update', { id: added.json().data.id, body: { [name]: null } });
      expect(emptied.statusCode).toBe(400);
    },
  );

  if (canCreate || canUpdate) it(`refuses an unknown field on ${canCreate ? 'create' : ''}${canCreate && canUpdate ? ' and ' : ''}${canUpdate ? 'update, and an empty update' : ''}`, async () => {
    const created = await create();
    if (canCreate) expect((await call()(boss(), 'create', { body: { ...(await body()), notAField: 1 } })).statusCode).toBe(400);
    if (canUpdate) {
      expect((await call()(boss(), 'update', { id: created.id, body: { notAField: 1 } })).statusCode).toBe(400);
      expect((await call()(boss(), 'update', { id: created.id, body: {} })).statusCode).toBe(400);
    }
    expect(await stored(created.id)).toEqual(created);
  });

  it.each(Object.entries(declaration.fields).filter(([, field]) => !field.readOnly))('refuses bad values of %s with a 400 naming it', async (name, field) => {
    const created = await create();
    for (const value of badValues(field)) {
      const res = await writeAll({ ...(await body()), [name]: value });
      expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(namesField(res.json().errors, name), `${JSON.stringify(value)}: ${res.body}`).toBe(true);
      const changed = await call()(boss(), 'update', { id: created.id, body: { [name]: value } });
      expect(changed.statusCode, JSON.stringify(value)).toBe(400);
    }
    if (field.kind === 'reference' && canCreate) {
      const res = await call()(boss(), 'create', { body: { ...(await body()), [name]: MISSING_ID } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(name);
    }
    expect(await stored(created.id)).toEqual(created);
  });

  /** Resources stored in the same table as the one a reference names (a student beside the tutors). */
  const siblingsOf = (target: string) => {
    const named = all.find((each) => each.name === target)!;
    return all.filter((each) => each.name !== target && tableOf(each) === tableOf(named));
  };
  it.each(fieldsOf(declaration, (field) => field.kind === 'reference' && !field.readOnly && canCreate && siblingsOf(field.resource).length > 0).map(([name]) => name))(
    'refuses in %s a record of another resource kept in the same table (400 naming it)',
    async (name) => {
      const target = (declaration.fields[name] as { resource: string }).resource;
      for (const sibling of siblingsOf(target)) {
        const other = await makeRecord(t, boss(), sibling, all, unique());
        const res = await call()(boss(), 'create', { body: { ...(await body()), [name]: other } });
        expect(res.statusCode, `${sibling.name} ${other}: ${res.body}`).toBe(400);
        expect(res.json().errors).toHaveProperty(name);
      }
    },
  );

  it.each(fieldsOf(declaration, (field) => field.kind === 'dateTime' && field.notBefore !== undefined).map(([name]) => name))(
    'refuses %s before the date-time it may not precede, on create and update',
    async (name) => {
      const bound = (declaration.fields[name] as { notBefore: string }).notBefore;
      const early = { [bound]: new Date(Date.now() + 10 * DAY).toISOString(), [name]: new Date(Date.now() + 5 * DAY).toISOString() };
      const res = await writeAll({ ...(await body()), ...early });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(name);
      const created = await create();
      const changed = await call()(boss(), 'update', { id: created.id, body: { [name]: new Date(Date.parse(created[bound] as string) - DAY).toISOString() } });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors).toHaveProperty(name);
    },
  );

  if (hasList) it(`answers 404 for an unknown id on get${canUpdate ? ', update' : ''}${canDelete ? ' and delete' : ''}`, async () => {
    for (const action of ['get', ...(canUpdate ? ['update' as const] : []), ...(canDelete ? ['delete' as const] : [])] as const) {
      const res = await call()(boss(), action, { id: MISSING_ID, ...(action === 'update' ? { body: await changeBody() } : {}) });
      expect(res.statusCode, action).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it.each(fieldsOf(declaration, (field) => Boolean(field.unique) && !field.readOnly).map(([name]) => name))('answers 409 naming %s for a duplicate, whatever its case', async (name) => {
    const first = await create();
    const value = first[name];
    const pattern = patternOf(declaration.fields[name]!);
    // In another case where the field's pattern allows one.
    const again = typeof value === 'string' && (!pattern || pattern.test(value.toUpperCase())) ? value.toUpperCase() : value;
    const res = await writeAll({ ...(await body()), [name]: again });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: { [name]: expect.any(String) } });
    const other = await create();
    expect((await call()(boss(), 'update', { id: other.id, body: { [name]: again } })).statusCode).toBe(409);
  });

  it.each(fieldsOf(declaration, (field) => field.kind === 'text' && Boolean(field.pattern) && !field.readOnly).map(([name]) => name))(
    'publishes the pattern of %s as the server reads it: what the document allows is taken, and only that',
    async (name) => {
      const action = canCreate ? 'create' : 'update';
      const published = publishedSchemas(declaration, action, name);
      expect(published.flatMap(patternsOf).length, 'published patterns').toBeGreaterThan(0);
      const variants = [(value: string) => value, (value: string) => value.toUpperCase(), (value: string) => value.toLowerCase(), (value: string) => ` ${value} `, (value: string) => `${value}!?`];
      for (const variant of variants) {
        const sent = await body();
        const value = variant(String(sent[name]));
        const res = await writeAll({ ...sent, [name]: value });
        expect(res.statusCode < 300, `${JSON.stringify(value)}: ${res.body}`).toBe(published.every((schema) => textSchemaAllows(schema, value)));
      }
    },
  );

  if (hasList) it('exports its whole filtered list as CSV, under its read rule', async () => {
    const created = await create();
    const columns = [{ field: 'id', header: 'Id' }, { field: declaration.labelField, header: 'Label' }];
    const exported = (by: TestAccount) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/export', headers: by.headers, payload: { list: listPath, query: listQueryAsSent(declaration, { sort: 'id', dir: 'desc' }), columns } });
    const res = await exported(boss());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`${created.id},`);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/export',
      headers: boss().headers,
      payload: { list: listPath, query: {}, columns: [{ field: 'noSuchField', header: 'X' }] },
    });
    expect(refused.statusCode).toBe(400);
    for (const role of ['editor', 'admin'] as const) {
      const expected = expectedStatus(declaration.access.read, role);
      expect((await exported(accounts[role])).statusCode).toBe(expected === 'allowed' ? 200 : expected);
    }
  });

  describe('access per action', () => {
    const ruleOf = (action: Action) => ({ list: 'read', get: 'read', create: 'create', update: 'update', delete: 'delete', bulk: 'delete' } as const)[action];
    const [bulkAction] = bulkActionsOf(declaration);
    const present = actions.filter((action) => (action === 'bulk' ? bulkAction !== undefined : action === 'list' ? hasList : action === 'get' ? true : hasAction(declaration, action)));
    it.each(present.flatMap((action) => roles.map((role) => [action, role] as const)))('%s as %s', async (action, role) => {
      const rule = action === 'bulk' ? bulkRule(declaration, bulkAction!) : declaration.access[ruleOf(action)]!;
      const target = action === 'list' || action === 'create' ? undefined : await create();
      const options = {
        ...(target ? { id: target.id } : {}),
        ...(action === 'create' ? { body: await body() } : action === 'update' ? { body: await changeBody() } : {}),
        ...(action === 'bulk' ? { body: { action: bulkAction, ids: [target!.id] } } : {}),
      };
      const res = await call()(role === 'anonymous' ? undefined : accounts[role], action, options);
      const expected = expectedStatus(rule, role);
      expect(res.statusCode, res.body).toBe(expected === 'allowed' ? 200 : expected);
      if (expected !== 'allowed' && target) expect(await stored(target.id)).toEqual(target);
    });
  });

  // An own call files its history itself, as the generic ones do: the record's declared values before and after.
  if (canUpdate) it(`audits ${canCreate ? 'create, ' : ''}update${canDelete ? ' and delete' : ''} with before and after, readable in the audit trail`, async () => {
    const created = await create();
    const updated = (await call()(boss(), 'update', { id: created.id, body: await changeBody() })).json().data;
    if (canDelete) await call()(boss(), 'delete', { id: created.id });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?resource=${declaration.name}&recordId=${created.id}&sort=id`, headers: boss().headers });
    const history = res.json().data.items as Array<{ action: string; before: unknown; after: unknown; actorName: string; names: Record<string, Record<string, string>> }>;
    // A singleton's one record has the history of the tests before this one too: this test's update is its last entry.
    const entries = history.slice(declaration.singleton ? -1 : 0);
    // The record's stored values: what an own call answers beside them (an account's counts) or notes of its own (a delete's cancelled bookings) are not its history's.
    const storedValues = (record: unknown) => {
      const kept = Object.entries((record ?? {}) as Values).filter(([name]) => name === 'id' || name === 'updatedAt' || name in declaration.fields);
      return kept.length > 0 ? Object.fromEntries(kept) : null;
    };
    expect(entries.map((entry) => [entry.action, storedValues(entry.before), storedValues(entry.after)])).toEqual([
      ...(canCreate ? [['create', null, storedValues(created)]] : []),
      ['update', storedValues(created), storedValues(updated)],
      ...(canDelete ? [['delete', storedValues(updated), null]] : []),
    ]);
    expect(entries.every((entry) => entry.actorName === 'Sue Super')).toBe(true);
    // Each reference field's ids, before and after, come with the names of the records they refer to.
    const names = entries.find((entry) => entry.action === 'update')!.names;
    for (const [name, field] of fieldsOf(declaration, (field) => field.kind === 'reference' || field.kind === 'references')) {
      const target = all.find((each) => each.name === (field as { resource: string }).resource)!;
      const ids = [...new Set([created[name], updated[name]].flat().filter((id): id is number => typeof id === 'number'))];
      const labels = await Promise.all(ids.map(async (id) => [String(id), (await declaredCaller(t, target)(boss(), 'get', { id })).json().data[target.labelField]]));
      // A field that names no record before or after (a report nobody closed) has no names.
      expect(names[name] ?? {}, name).toEqual(Object.fromEntries(labels));
    }
  });

  // A record nobody adds or changes through the API (a transaction) has no history to show, only the refusal.
  const audited = canCreate || canUpdate;
  it('shows a record\'s history to exactly the staff who may read the record', async () => {
    const created = await create();
    if (canUpdate) await call()(boss(), 'update', { id: created.id, body: await changeBody() });
    for (const role of ['editor', 'admin', 'superAdmin'] as const) {
      const audit = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?resource=${declaration.name}${query}`, headers: accounts[role].headers });
      const mayRead = expectedStatus(declaration.access.read, role) === 'allowed';
      const history = await audit(`&recordId=${created.id}`);
      expect(history.statusCode, `${role}: ${history.body}`).toBe(mayRead ? 200 : 403);
      const trail = (await audit('&limit=500&sort=id&dir=desc')).json().data.items as Array<{ recordId: string }>;
      expect(trail.some((entry) => entry.recordId === String(created.id)), role).toBe(mayRead && audited);
    }
  });

  it.each(fieldsOf(declaration, (field) => Boolean(field.search) && field.kind !== 'reference').map(([name]) => name))('finds a record by a substring of %s, in any case', async (name) => {
    const created = await create();
    const value = String(created[name]).replace(/<[^>]*>/g, '');
    const part = value.slice(Math.floor(value.length / 3), Math.floor(value.length / 3) + 6).toUpperCase();
    expect((await list({ search: part })).map((item) => item.id)).toContain(created.id);
    expect((await list({ search: `${part}%_no-such-thing` })).map((item) => item.id)).not.toContain(created.id);
  });

  // A reference's filter and input are autocompletes: typing the label finds the record, however far down its list.
  // A read-only reference is the server's to set (who changed a tutor's status): no sample record holds one.
  it.each(fieldsOf(declaration, (field) => field.kind === 'reference' && !field.readOnly).map(([name]) => name))('finds the record its %s names through the referenced list by typing its label', async (name) => {
    const created = await create();
    const target = all.find((each) => each.name === (declaration.fields[name] as { resource: string }).resource)!;
    const label = String((await declaredCaller(t, target)(boss(), 'get', { id: created[name] as number })).json().data[target.labelField]);
    const fixed = subsetQueryOf(target);
    // Narrowed to the record too: other records of the suite may share its label (people made by the helpers do).
    const found = async (search: string) => {
      const res = await declaredCaller(t, target)(boss(), 'list', { query: { ...fixed, search, ids: String(created[name]) } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as Array<{ id: number }>).map((item) => item.id);
    };
    expect(await found(label.slice(0, 12))).toEqual([created[name]]);
    expect(await found(`${label.slice(0, 12)}%_no-such-thing`)).toEqual([]);
  });

  // A searched reference: the list's search finds a record by the label of the record it names (a payout by its tutor's name).
  it.each(fieldsOf(declaration, (field) => field.kind === 'reference' && Boolean(field.search)).map(([name]) => name))(
    'finds a record by a substring of the label of the record its %s names, and exports that label beside the id',
    async (name) => {
      const created = await create();
      const target = all.find((each) => each.name === (declaration.fields[name] as { resource: string }).resource)!;
      const label = String((await declaredCaller(t, target)(boss(), 'get', { id: created[name] as number })).json().data[target.labelField]);
      const part = label.slice(1, 7).toUpperCase();
      expect((await list({ search: part })).map((item) => item.id)).toContain(created.id);
      expect((await list({ search: `${part}%_no-such-thing` })).map((item) => item.id)).not.toContain(created.id);

      const columns = [{ field: 'id', header: 'Id' }, { field: name, header: 'Referred id' }, { field: `${name}Label`, header: 'Referred' }];
      const listPath = callsOf(declaration).list.split(' ')[1]!;
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/export', headers: boss().headers, payload: { list: listPath, query: { search: label }, columns } });
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
      expect(lines[0]).toBe('Id,Referred id,Referred');
      expect(lines).toContain(`${created.id},${created[name]},${label}`);
    },
  );

  // A reference list: the export writes the labels of the records it names, in its order, beside their ids, kept from becoming a formula.
  it.each(fieldsOf(declaration, (field) => field.kind === 'references').map(([name]) => name))('exports the labels of the records its %s names beside their ids', async (name) => {
    const target = all.find((each) => each.name === (declaration.fields[name] as { resource: string }).resource)!;
    const plain = await makeRecord(t, boss(), target, all, unique());
    // A record whose label a spreadsheet would run, where the target's records can be written with any label.
    const formula = target.ownCalls?.length ? await makeRecord(t, boss(), target, all, unique()) : (await createSample(t, boss(), target, all, unique(), { [target.labelField]: `=1+2 ${unique()}` })).id;
    const labelOf = async (id: number) => String((await declaredCaller(t, target)(boss(), 'get', { id })).json().data[target.labelField]);
    const created = await create({ [name]: [plain, formula] });
    const columns = [{ field: 'id', header: 'Id' }, { field: name, header: 'Ids' }, { field: `${name}Label`, header: 'Labels' }];
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/export', headers: boss().headers, payload: { list: listPath, query: { search: String(created[declaration.labelField]) }, columns } });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Id,Ids,Labels');
    // In the record's order (as sent, or a tutor's subjects by name).
    const held = created[name] as number[];
    expect([...held].sort()).toEqual([plain, formula].sort());
    const labels = (await Promise.all(held.map(labelOf))).map((label) => label.replace(/^=/, "'=")).join('; ');
    expect(lines).toContain(`${created.id},"${held.join('; ')}","${labels}"`);
  });

  // The spec's own list calls take `dir` ascending when it is left out, as they always did (server/declared/listQuery.ts); the admin sends it.
  const ownList = ownsCall(declaration, 'list');
  const listParameter = (name: string) =>
    ((document!.paths![`/api/v1${listPath}`]!.get!.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find((parameter) => parameter.name === name)?.schema as OpenAPIV3_1.SchemaObject | undefined;
  // A list call two resources share (students and admin accounts: one accounts list, each screen fixing its kinds) documents one default; each screen sends its own sort.
  const sharedList = hasList && all.some((other) => other !== declaration && !other.singleton && callsOf(other).list === callsOf(declaration).list);
  if (hasList && !sharedList) it(`sorts its list by ${defaultSortOf(declaration).field} ${ownList ? '(ascending unless told)' : defaultSortOf(declaration).order} when the query names none, as OpenAPI says`, async () => {
    await create();
    await create();
    const { field, order } = defaultSortOf(declaration);
    const dir = ownList ? 'asc' : order.toLowerCase();
    expect(listParameter('sort')?.default).toBe(field);
    expect(listParameter('dir')?.default).toBe(dir);
    const unsorted = await list({});
    expect(unsorted.length).toBeGreaterThanOrEqual(2);
    expect(unsorted.map((item) => item.id)).toEqual((await list({ sort: field, dir })).map((item) => item.id));
  });

  it.each(hasList ? sortableFields(declaration) : [])('sorts by %s both ways, id breaking ties', async (sort) => {
    await create();
    await create();
    const asc = await list({ sort, dir: 'asc' });
    const desc = await list({ sort, dir: 'desc' });
    // Empty values come last both ways (by id in the list's direction); the others turn round.
    const empty = (item: Values) => item[sort] === null || item[sort] === undefined;
    const ids = (items: Values[]) => items.map((item) => item.id);
    expect(ids(desc.filter((item) => !empty(item)))).toEqual(ids(asc.filter((item) => !empty(item))).reverse());
    expect(ids(desc.filter(empty))).toEqual(ids(asc.filter(empty)).reverse());
    for (const items of [asc, desc]) expect(items.slice(items.findIndex(empty)).every(empty) || !items.some(empty)).toBe(true);
    const comparable = (item: Values) => (typeof item[sort] === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(item[sort] as string) ? undefined : item[sort]);
    for (let i = 1; i < asc.length; i += 1) {
      const [a, b] = [asc[i - 1]!, asc[i]!];
      if (a[sort] === b[sort]) expect(a.id).toBeLessThan(b.id);
      else if (comparable(a) !== undefined && a[sort] !== null && b[sort] !== null) expect((comparable(a) as number) < (comparable(b) as number), `${String(a[sort])} before ${String(b[sort])}`).toBe(true);
    }
  });

  it.each(fieldsOf(declaration, (field) => Boolean(field.sort) && !field.required && (field.kind === 'date' || field.kind === 'dateTime')).map(([name]) => name))(
    'puts a record with an empty %s after the dated ones, sorted either way, in the list and its export',
    async (name) => {
      const dated = await create();
      const undated = await create({ [name]: null });
      expect(undated[name]).toBeNull();
      for (const dir of ['desc', 'asc']) {
        const listed = (await list({ sort: name, dir })).map((item) => item.id);
        expect(listed.indexOf(undated.id), dir).toBeGreaterThan(listed.indexOf(dated.id));
        const exported = (await exportedRows({ sort: name, dir })).map(([id]) => Number(id));
        expect(exported, dir).toEqual(listed);
      }
    },
  );

  it.each(fieldsOf(declaration, (field) => filterKindOf(field) === 'days').map(([name]) => name))('filters on %s by a range of days, both ends included, in the list, its export and OpenAPI', async (name) => {
    const { from, to } = rangeFilterNames(name, declaration.fields[name]!);
    const created = await create();
    const day = String(created[name]).slice(0, 10);
    const within = await list({ [from]: day, [to]: day });
    expect(within.map((item) => item.id)).toContain(created.id);
    expect(within.every((item) => String(item[name]).slice(0, 10) === day)).toBe(true);
    expect((await list({ [from]: dayAfter(day, 1) })).map((item) => item.id)).not.toContain(created.id);
    expect((await list({ [to]: dayAfter(day, -1) })).map((item) => item.id)).not.toContain(created.id);
    expect((await exportedRows({ sort: 'id', dir: 'desc', [from]: day, [to]: day })).map(([id]) => Number(id))).toContain(created.id);
    expect((await exportedRows({ sort: 'id', dir: 'desc', [from]: dayAfter(day, 1) })).map(([id]) => Number(id))).not.toContain(created.id);

    const reversed = await call()(boss(), 'list', { query: { [from]: dayAfter(day, 1), [to]: day } });
    expect(reversed.statusCode, reversed.body).toBe(400);
    expect(reversed.json()).toMatchObject({ reason: 'RANGE_REVERSED', params: { field: name } });
    expect(reversed.json().errors).toHaveProperty(to);
    for (const [bound, value] of [[from, '0999-12-31'], [to, '10000-01-01'], [from, '2026-02-30']] as const) {
      const refused = await call()(boss(), 'list', { query: { [bound]: value } });
      expect(refused.statusCode, `${bound}=${value}`).toBe(400);
      expect(refused.json().errors).toHaveProperty(bound);
    }

    const parameters = (document!.paths![`/api/v1${listPath}`]!.get!.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    for (const bound of [from, to]) expect(JSON.stringify(parameters.find((parameter) => parameter.name === bound)), bound).toContain('1000-01-01');
  });

  it.each(fieldsOf(declaration, (field) => field.kind === 'money' && field.currencyField !== undefined).map(([name]) => name))('exports %s as an amount in its record\'s currency', async (name) => {
    const field = declaration.fields[name]!;
    const currencyField = field.kind === 'money' ? field.currencyField! : '';
    const created = await create({ [name]: 12345 });
    const columns = [{ field: 'id', header: 'Id' }, { field: name, header: 'Amount', currency: { field: currencyField, locale: 'en' } }];
    const row = (await exportedRows({ sort: 'id', dir: 'desc' }, columns)).find(([id]) => Number(id) === created.id)!;
    expect(row.slice(1).join(',')).toBe(formatMoney(12345, 'en', String(created[currencyField])));
    expect(row[1]).toMatch(/^\D*123\.45\D*$/);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/export',
      headers: boss().headers,
      payload: { list: listPath, query: {}, columns: [{ field: name, header: 'Amount', currency: { field: 'noSuchField', locale: 'en' } }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('columns.0.currency.field');
  });

  it.each(fieldsOf(declaration, (field) => Boolean(field.filter) && !filtersByRange(field)).map(([name]) => name))('filters on %s', async (name) => {
    const field = declaration.fields[name]!;
    if (field.kind === 'references') {
      // A reference list filters by one record (`subjectIds` by `subjectId`): the records whose list holds it.
      const parameter = equalFilterName(name, field);
      const created = await create();
      const [held] = created[name] as number[];
      expect(held, `the sample's ${name}`).toBeDefined();
      const items = await list({ [parameter]: held! });
      expect(items.map((item) => item.id)).toContain(created.id);
      for (const item of items.slice(0, 20)) expect((await stored(item.id))[name]).toContain(held);
      expect((await call()(boss(), 'list', { query: { [parameter]: 'not-a-value' } })).statusCode).toBe(400);
      return;
    }
    const values = field.kind === 'choice' ? field.values : field.kind === 'boolean' ? [true, false] : [undefined];
    for (const value of values) {
      // A read-only value is the server's to set (a tutor's account status follows the approval): written as its own code would.
      const created = field.readOnly && value !== undefined ? await createHolding(name, value) : await create(value === undefined ? {} : { [name]: value });
      const items = await list({ [name]: String(created[name]) });
      expect(items.map((item) => item.id)).toContain(created.id);
      expect(items.every((item) => item[name] === created[name])).toBe(true);
    }
    expect((await call()(boss(), 'list', { query: { [name]: 'not-a-value' } })).statusCode).toBe(400);
  });

  if (canDelete) it('bulk deletes all or nothing: a missing id is a 404 naming it and removes nothing', async () => {
    const [a, b] = [await create(), await create()];
    const deleteMany = deleteManyCaller(t, declaration);
    const refused = await deleteMany(boss(), [a.id, b.id, MISSING_ID]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain(String(MISSING_ID));
    expect(await stored(a.id)).toEqual(a);
    const done = await deleteMany(boss(), [a.id, b.id]);
    expect(done.statusCode).toBe(200);
    for (const id of [a.id, b.id]) expect((await call()(boss(), 'get', { id })).statusCode).toBe(404);
  });

  it.each(Object.entries(declaration.bulk ?? {}))('runs the bulk action %s on every record in one transaction, audited per record', async (action, bulk) => {
    const [a, b] = [await create(unlikeBulkAction(declaration, action)), await create(unlikeBulkAction(declaration, action))];
    const refused = await call()(boss(), 'bulk', { body: { action, ids: [a.id, b.id, MISSING_ID] } });
    expect(refused.statusCode).toBe(404);
    expect(await stored(a.id)).toEqual(a);
    expect(await stored(b.id)).toEqual(b);
    const done = await call()(boss(), 'bulk', { body: { action, ids: [a.id, b.id] } });
    expect(done.statusCode, done.body).toBe(200);
    for (const id of [a.id, b.id]) {
      expect(await stored(id)).toMatchObject(bulk.set);
      const audit = await t.db.selectFrom('auditLog').select(['action', 'after']).where('resource', '=', declaration.name).where('recordId', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action, after: expect.objectContaining(bulk.set) });
    }
    const rule = bulkRule(declaration, action);
    for (const role of roles) {
      const expected = expectedStatus(rule, role);
      const res = await call()(role === 'anonymous' ? undefined : accounts[role as Exclude<Role, 'anonymous'>], 'bulk', { body: { action, ids: [a.id] } });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(expected === 'allowed' ? 200 : expected);
    }
  });

  if (canUpdate) it('keeps a change from overwriting another: a stale If-Match is a 409 EDIT_CONFLICT with the current record', async () => {
    const created = await create();
    const first = await call()(boss(), 'update', { id: created.id, body: await changeBody(), headers: { 'if-match': `"${created.updatedAt}"` } });
    expect(first.statusCode, first.body).toBe(200);
    const current = first.json().data;
    const stale = await call()(boss(), 'update', { id: created.id, body: await changeBody(), headers: { 'if-match': `"${created.updatedAt}"` } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: expect.any(String), code: 'EDIT_CONFLICT', reason: 'EDIT_CONFLICT', params: {}, current });
    expect(await stored(created.id)).toEqual(current);
    const fresh = await call()(boss(), 'update', { id: created.id, body: await changeBody(), headers: { 'if-match': current.updatedAt } });
    expect(fresh.statusCode).toBe(200);
    expect((await call()(boss(), 'update', { id: created.id, body: await changeBody(), headers: { 'if-match': 'yesterday' } })).statusCode).toBe(400);
  });

  if (canUpdate) it("restores the values of an earlier history entry through the update call, and the new entry names the one it restores", async () => {
    const created = await create();
    type Entry = { id: number; action: string; revertOf: number | null; after: Values | null };
    const historyOf = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?resource=${declaration.name}&recordId=${id}&sort=id&dir=desc&limit=500`, headers: boss().headers })).json().data.items as Entry[];
    const change = await changeBody();
    expect((await call()(boss(), 'update', { id: created.id, body: change })).statusCode).toBe(200);
    const [changed] = await historyOf(created.id);
    expect(changed).toMatchObject({ action: 'update', revertOf: null });
    expect((await call()(boss(), 'update', { id: created.id, body: await changeBody() })).statusCode).toBe(200);
    const restored = Object.fromEntries(Object.keys(change).filter((name) => name in (changed!.after ?? {})).map((name) => [name, changed!.after![name]]));
    expect(Object.keys(restored).length, 'the entry holds the changed values').toBeGreaterThan(0);

    // An entry that is not of this record's history (none, or another record's) is refused, and nothing changes.
    const current = await stored(created.id);
    const strangers = [2_000_000_000];
    if (hasList) {
      const other = await create();
      await call()(boss(), 'update', { id: other.id, body: await changeBody() });
      strangers.push((await historyOf(other.id))[0]!.id);
    }
    for (const stranger of strangers) {
      const refused = await call()(boss(), 'update', { id: created.id, body: restored, headers: { 'x-revert-of': String(stranger) } });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ reason: 'REVERT_OF_UNKNOWN', errors: { 'x-revert-of': expect.any(String) } });
      expect(await stored(created.id)).toEqual(current);
    }
    for (const unreadable of ['first', '9999999999']) expect((await call()(boss(), 'update', { id: created.id, body: restored, headers: { 'x-revert-of': unreadable } })).statusCode).toBe(400);

    const res = await call()(boss(), 'update', { id: created.id, body: restored, headers: { 'x-revert-of': String(changed!.id), 'if-match': `"${current.updatedAt}"` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(created.id)).toMatchObject(restored);
    expect((await historyOf(created.id))[0]).toMatchObject({ action: 'update', revertOf: changed!.id, after: expect.objectContaining(restored) });
  });

  if (canUpdate) it('writes nothing for a save that changes no value: the version stays and the history gains no entry', async () => {
    const created = await create();
    const history = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?resource=${declaration.name}&recordId=${created.id}&limit=500`, headers: boss().headers })).json().data.items as unknown[];
    const before = await history();
    const unchanged = Object.fromEntries(writableFields(declaration, 'update').filter((name) => name in created).map((name) => [name, created[name]]));
    const saved = await call()(boss(), 'update', { id: created.id, body: unchanged, headers: { 'if-match': `"${created.updatedAt}"` } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(created);
    expect(await stored(created.id)).toEqual(created);
    expect(await history()).toEqual(before);
  });

  const publicRead = declaration.publicRead;
  // Only a resource with a public read call has this test (none is skipped for the others).
  const key = publicRead?.key;
  if (publicRead && key) it(`answers one live record by its ${key}, without a token, and 404 for one that is not live`, async () => {
    const flag = publicRead.live.flag;
    const shown = await create(flag ? { [flag]: true } : {});
    const url = (record: Values) => `/api/v1${publicRead.call.split(' ')[1]}?${key}=${encodeURIComponent(String(record[key]))}`;
    const res = await t.app.inject({ method: 'GET', url: url(shown) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(Object.keys(res.json().data).sort()).toEqual([...publicRead.fields].sort());
    expect(res.json().data[key]).toBe(shown[key]);
    expect((await t.app.inject({ method: 'GET', url: url(shown), headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
    if (flag) expect((await t.app.inject({ method: 'GET', url: url(await create({ [flag]: false })) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${publicRead.call.split(' ')[1]}` })).statusCode).toBe(400);
  });
  if (publicRead && !key) it('answers the records live now for an audience, without a token', async () => {
    const read = publicRead;
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    const live = (extra: Values = {}) => ({
      ...(read.live.flag ? { [read.live.flag]: true } : {}),
      ...(read.live.from ? { [read.live.from]: ago(1) } : {}),
      ...(read.live.until ? { [read.live.until]: ago(-5) } : {}),
      ...extra,
    });
    const audienceField = read.audienceField;
    const audience = audienceField ? declaration.fields[audienceField] : undefined;
    const [asked, other] = audience?.kind === 'choice' ? audience.values.filter((value) => value !== audience.matchesAll) : [];
    const forAudience = (value: string | undefined) => (audienceField && value ? { [audienceField]: value } : {});
    const shown = [await create(live(forAudience(asked))), await create(live({ ...forAudience(audience?.kind === 'choice' ? audience.matchesAll : undefined), ...(read.live.until ? { [read.live.until]: null } : {}) }))];
    const hidden = [
      ...(read.live.flag ? [await create(live({ ...forAudience(asked), [read.live.flag]: false }))] : []),
      ...(read.live.from ? [await create(live({ ...forAudience(asked), [read.live.from]: ago(-1), ...(read.live.until ? { [read.live.until]: ago(-3) } : {}) }))] : []),
      ...(read.live.until ? [await create(live({ ...forAudience(asked), ...(read.live.from ? { [read.live.from]: ago(9) } : {}), [read.live.until]: ago(2) }))] : []),
      ...(other ? [await create(live(forAudience(other)))] : []),
    ];
    const query = audienceField && asked ? `?${audienceField}=${asked}` : '';
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${read.call.split(' ')[1]}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const items = res.json().data.items as Array<Values & { id: number }>;
    const ids = items.map((item) => item.id);
    for (const record of shown) expect(ids).toContain(record.id);
    for (const record of hidden) expect(ids).not.toContain(record.id);
    expect(items.every((item) => Object.keys(item).sort().join() === [...read.fields].sort().join())).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1${read.call.split(' ')[1]}${query}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    if (audienceField) expect((await t.app.inject({ method: 'GET', url: `/api/v1${read.call.split(' ')[1]}?${audienceField}=nobody` })).statusCode).toBe(400);
  });
});
