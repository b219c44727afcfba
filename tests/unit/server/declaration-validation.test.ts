import { describe, expect, it } from 'vitest';
import { createStatements } from '../../../server/declared/ddl.js';
import { demoModuleProblems, demoOf } from '../../../server/declared/demoModule.js';
import { discoverDeclarations } from '../../../server/declared/discover.js';
import { tableOf } from '../../../server/declared/naming.js';
import { storageOf, storageProblems } from '../../../server/declared/storage.js';
import { declarationProblems } from '../../../server/declared/validate.js';
import type { FieldDeclaration, ResourceDeclaration } from '../../../contract/declaration.js';

const valid: ResourceDeclaration = {
  name: 'notes',
  labelField: 'title',
  fields: {
    title: { kind: 'text', required: true, max: 80, unique: true, search: true, sort: true },
    kind: { kind: 'choice', values: ['a', 'b'], filter: true, matchesAll: 'a' },
    startsAt: { kind: 'dateTime' },
    endsAt: { kind: 'dateTime', notBefore: 'startsAt' },
  },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'admin' },
  list: { defaultSort: { field: 'title', order: 'ASC' } },
};
const problems = (change: Partial<ResourceDeclaration>) => declarationProblems({ ...valid, ...change }, [{ ...valid, ...change }]);
const withField = (name: string, field: object) => problems({ fields: { ...valid.fields, [name]: field } as ResourceDeclaration['fields'] });

describe('a resource declaration is checked at start-up', () => {
  it('accepts the declared resources of the project and a valid declaration', async () => {
    expect(await discoverDeclarations()).not.toHaveLength(0);
    expect(problems({})).toEqual([]);
  });

  it('an option given to a kind that does not take it is a type error, and a start-up problem for JavaScript or a cast', () => {
    const mistakes: Record<string, FieldDeclaration> = {
      // @ts-expect-error long text is no list filter
      notes: { kind: 'longText', max: 100, filter: true },
      // @ts-expect-error an integer is not searched
      count: { kind: 'integer', search: true },
      // @ts-expect-error HTML is not sorted
      body: { kind: 'html', max: 100, sort: true },
      // @ts-expect-error a boolean is not unique
      flag: { kind: 'boolean', unique: true },
    };
    expect(problems({ fields: { ...valid.fields, ...mistakes } })).toEqual([
      'field "notes": long text, HTML, texts and links cannot be list filters',
      'field "count": only text, long text, HTML and reference fields can be searched',
      'field "body": a html field cannot be sorted',
      'field "flag": only text, integer and date fields can be unique',
    ]);
  });

  it('names each mistake', () => {
    expect(problems({ labelField: 'nope' })).toEqual(['labelField "nope" is not one of its fields']);
    expect(problems({ fields: { ...valid.fields, amount: { kind: 'money' } }, labelField: 'amount' })).toEqual(['labelField "amount" is a money field: name a text field that tells records apart']);
    expect(problems({ list: { defaultSort: { field: 'startsAt', order: 'ASC' } } })).toEqual(['list.defaultSort.field "startsAt" is not sortable']);
    expect(withField('endsAt', { kind: 'dateTime', notBefore: 'title' })).toEqual(['field "endsAt": notBefore "title" is not a dateTime field']);
    expect(withField('kind', { kind: 'choice', values: ['a'], matchesAll: 'z' })).toEqual(['field "kind": matchesAll "z" is not one of its values']);
    expect(withField('count', { kind: 'integer', filter: true })).toEqual([]);
    expect(withField('place', { kind: 'integer', position: true })).toEqual(['field "place": a position is required (a record added without one goes last)']);
    expect(withField('place', { kind: 'integer', required: true, position: { within: 'kind' } })).toEqual([]);
    expect(withField('place', { kind: 'integer', required: true, position: { within: 'folder' } })).toEqual(['field "place": its position is kept within folder, which is no field of the resource']);
    expect(withField('count', { kind: 'integer', filter: 'range' })).toEqual([]);
    expect(withField('flag', { kind: 'boolean', filter: 'range' as unknown as boolean })).toEqual([
      "field \"flag\": only integer, decimal and money fields filter by a range of numbers (filter: 'range'); a date or date-time field's filter is a range already",
    ]);
    expect(withField('paidAt', { kind: 'date', filter: true })).toEqual([]);
    expect(withField('startsAt', { kind: 'dateTime', filter: true })).toEqual([]);
    expect(problems({ fields: { ...valid.fields, paid: { kind: 'date', filter: true }, paidTo: { kind: 'text', max: 10 } } })).toEqual([
      "the list's filter parameters paidTo are taken twice: by another filter, a field, or id, createdAt or updatedAt",
    ]);
    expect(problems({ fields: { ...valid.fields, paid: { kind: 'date', filter: true }, paidAt: { kind: 'dateTime', filter: true } } })).toEqual([
      "the list's filter parameters paidFrom, paidTo are taken twice: by another filter, a field, or id, createdAt or updatedAt",
    ]);
    expect(withField('createdAt', { kind: 'dateTime', readOnly: true, sort: true, filter: true })).toEqual([]);
    expect(withField('createdAt', { kind: 'date', filter: true })).toEqual([
      'field "createdAt": every record has it: declare it as a read-only dateTime field only to sort or filter the list by it',
    ]);
    expect(withField('amount', { kind: 'money', currencyField: 'kind' })).toEqual([]);
    expect(withField('amount', { kind: 'money', currencyField: 'title' })).toEqual([]);
    expect(withField('amount', { kind: 'money', currencyField: 'startsAt' })).toEqual(['field "amount": currencyField "startsAt" is not a text or choice field']);
    expect(withField('amount', { kind: 'money', currencyField: 'nope' })).toEqual(['field "amount": currencyField "nope" is not a text or choice field']);
    expect(withField('Bad_name', { kind: 'boolean' })).toEqual(['field "Bad_name": use a camelCase name other than id, createdAt and updatedAt']);
    expect(withField('owner', { kind: 'reference', resource: 'ghosts' })).toEqual(['field "owner": "ghosts" is not a declared resource']);
    const unsearchedLabel = { ...valid, name: 'tags', fields: { title: { kind: 'text', max: 80 } } } as ResourceDeclaration;
    const referring = { ...valid, fields: { ...valid.fields, tag: { kind: 'reference', resource: 'tags', search: true } } } as ResourceDeclaration;
    expect(declarationProblems(referring, [referring, unsearchedLabel])).toEqual(['field "tag": "tags" must search its label field title (search: true), so that a record can be found by typing it']);
    expect(problems({ calls: { update: 'GET /admin/notes/{slug}' } })).toEqual(['call update "GET /admin/notes/{slug}" is not "METHOD /path" with at most {id}']);
    expect(problems({ calls: { get: 'GET /admin/notes/one' } })).toEqual(['the get call needs {id} in its path']);
    expect(problems({ actions: { Preview: 'POST /admin/notes/{id}/{part}' } })).toEqual([
      'action "Preview": use a camelCase name',
      'action Preview "POST /admin/notes/{id}/{part}" is not "METHOD /path" with at most {id}',
    ]);
    expect(problems({ bulk: { archive: { set: { nothing: true } } } })).toEqual(['bulk action "archive" sets "nothing", which is not a writable field']);
    expect(problems({ list: { defaultSort: { field: 'title', order: 'ASC' }, columns: ['title', 'secret', 'updatedAt'] } })).toEqual([
      'list.columns secret are not fields of the resource (nor id, createdAt or updatedAt)',
    ]);
    expect(problems({ list: { defaultSort: { field: 'title', order: 'ASC' }, card: { secondary: 'secret' } } })).toEqual(['list.card.secondary "secret" is not a field of the resource']);
    expect(withField('tags', { kind: 'texts', max: -1, maxLength: 0 })).toEqual(['field "tags": max must be a whole number of texts', 'field "tags": maxLength must be a whole number of characters, at least 1']);
    expect(withField('tags', { kind: 'texts', sort: true })).toEqual(['field "tags": a texts field cannot be sorted']);
    expect(problems({ screens: { detail: () => Promise.resolve({ default: () => null }) } as ResourceDeclaration['screens'] })).toEqual([
      'screens detail are not list, show, edit or create',
    ]);
    expect(problems({ publicRead: { call: 'GET /notes', live: { flag: 'title' }, audienceField: 'title', fields: ['title', 'secret'] } })).toEqual([
      'publicRead live.flag "title" is not a boolean field',
      'publicRead audienceField "title" is not a choice field with matchesAll',
      'publicRead fields secret are not fields of the resource',
    ]);
  });

  it("refuses a menu key that is not one letter, is the dashboard's or another resource's", () => {
    expect(problems({ menuKey: 'n' })).toEqual([]);
    expect(problems({ menuKey: 'nt' })).toEqual(['menuKey "nt" must be one lowercase letter other than d (the dashboard\'s)']);
    expect(problems({ menuKey: 'd' })).toEqual(['menuKey "d" must be one lowercase letter other than d (the dashboard\'s)']);
    const notes = { ...valid, menuKey: 't' };
    expect(declarationProblems(notes, [notes, { ...valid, name: 'tutors', menuKey: 't' }])).toContain('menuKey "t" is also the key of tutors');
  });

  it('accepts a resource without create or delete, and refuses a call or screen for the action it lacks', () => {
    const { create: _create, delete: _delete, ...readAndUpdate } = valid.access;
    expect(problems({ access: readAndUpdate })).toEqual([]);
    expect(problems({ access: readAndUpdate, calls: { create: 'POST /admin/notes/add', delete: 'POST /admin/notes/remove' } })).toEqual([
      'calls.create is declared, but access.create is not: the resource has no create',
      'calls.delete is declared, but access.delete is not: the resource has no delete',
    ]);
    expect(problems({ access: readAndUpdate, screens: { create: () => Promise.resolve({ default: () => null }) } })).toEqual([
      'screens.create is declared, but access.create is not: the resource has no create',
    ]);
    expect(problems({ access: { read: 'editor', update: 'owner' } as unknown as ResourceDeclaration['access'] })).toEqual(['access.update "owner" is not editor, admin or superAdmin']);
  });

  it('accepts a read-only resource, and refuses an update call, edit screen or bulk action that would need an update rule', () => {
    const readOnly = { read: 'editor' } as const;
    expect(problems({ access: readOnly })).toEqual([]);
    expect(
      problems({
        access: readOnly,
        calls: { update: 'POST /admin/notes/update' },
        screens: { edit: () => Promise.resolve({ default: () => null }) },
        bulk: { archive: { set: { kind: 'a' } } },
      }),
    ).toEqual([
      'bulk action "archive" needs its own access: the resource has no update rule to take',
      'calls.update is declared, but access.update is not: the resource has no update',
      'screens.edit is declared, but access.update is not: the resource has no update',
    ]);
  });

  it('accepts a singleton read and changed by the generic calls, and refuses what a single record cannot have', () => {
    const { list: _list, ...withoutList } = valid;
    const edit = () => Promise.resolve({ default: () => null });
    const one = (change: Partial<ResourceDeclaration>) => declarationProblems({ ...withoutList, ...change }, [{ ...withoutList, ...change }]);
    const fields = { ...valid.fields, title: { ...valid.fields.title!, default: 'Notes' } } as ResourceDeclaration['fields'];
    const settings = { singleton: true, fields, access: { read: 'editor', update: 'admin' }, calls: { get: 'GET /admin/setting', update: 'POST /admin/setting/update' }, screens: { edit } } as const;
    expect(one(settings)).toEqual([]);
    expect(one({})).toEqual([]);
    const wrong = { ...settings, list: valid.list, access: valid.access, ownCalls: ['get', 'update'], fields: valid.fields, screens: {}, calls: { get: 'GET /admin/setting/{id}', update: 'POST /admin/setting/update' } } as const;
    expect(one(wrong)).toEqual([
      'a singleton has no list: leave list out',
      'a singleton is never added: leave access.create out',
      'a singleton is never removed: leave access.delete out',
      'a singleton needs its edit screen (screens.edit), which the menu opens',
      'a singleton has only the generic get and update calls: leave ownCalls out (a rule of its own goes in checkWrite of its server.ts)',
      "a singleton's get call takes no {id}: it is one record",
      "a singleton's record is made with its fields' defaults: give title a default",
    ]);
    expect(problems({ calls: { get: 'GET /admin/setting' } })).toEqual(['the get call needs {id} in its path']);
  });

  it('checks a group of links and an email field', () => {
    expect(withField('links', { kind: 'links', keys: ['website', 'blog'], maxLength: 200 })).toEqual([]);
    expect(withField('links', { kind: 'links', keys: [], maxLength: 0 })).toEqual([
      'field "links": keys must be distinct camelCase names, at least one',
      'field "links": maxLength must be a whole number of characters, at least 1',
    ]);
    expect(withField('links', { kind: 'links', keys: ['blog', 'blog'], sort: true })).toEqual(['field "links": a links field cannot be sorted', 'field "links": keys must be distinct camelCase names, at least one']);
    expect(withField('contact', { kind: 'text', max: 254, email: true, required: true })).toEqual([]);
    expect(withField('contact', { kind: 'text', max: 254, email: true, case: 'lower' })).toEqual(['field "contact": an email field is required, without pattern or case (the email rule stores it in lower case)']);
  });

  it('refuses own calls it cannot serve', () => {
    const readOnly = { read: 'editor' } as const;
    expect(problems({ access: readOnly, ownCalls: ['list', 'get'] })).toEqual([]);
    expect(problems({ access: readOnly, ownCalls: ['update', 'export' as 'list'] })).toEqual([
      'ownCalls "export" is not list, get, create, update, delete or bulk',
      'ownCalls names update, but access.update is not declared',
    ]);
    // Several records go in one call: the delete call's ids, else an own bulk call beside an own delete of one.
    expect(problems({ ownCalls: ['delete'], calls: { delete: 'DELETE /admin/notes/{id}' } })).toEqual([
      "an own delete call of one record ({id} in its path) goes with an own bulk call that deletes several: ownCalls must name bulk, or the delete call takes {ids} in its body",
    ]);
    expect(problems({ ownCalls: ['delete'], calls: { delete: 'POST /admin/notes/remove' } })).toEqual([]);
    expect(problems({ ownCalls: ['delete', 'bulk'], calls: { delete: 'DELETE /admin/notes/{id}' } })).toEqual([]);
  });

  it('accepts a subset of a shared table only when every call is its own, and checks what goes with it', () => {
    const people = {
      ownCalls: ['list', 'get', 'create', 'update', 'delete', 'bulk'],
      subset: { field: 'userType', values: ['user'], listAs: 'user' },
      routes: { detail: 'view/:id' },
    } as const;
    const other = { ...valid, ...people, name: 'others' };
    // Two subsets may share their table.
    expect(declarationProblems({ ...valid, ...people }, [{ ...valid, ...people }, other])).toEqual([]);
    expect(problems({ ...people, ownCalls: ['list', 'get'], bulk: { close: { set: { kind: 'b' } } } })).toEqual([
      "subset: every call is the resource's own, and ownCalls leaves out create, update, delete",
      'subset: no generic table work (publicRead, bulk); declare bulk changes as actions of its server.ts',
    ]);
    // A subset is rows of a shared table; a declared field of its name offers its values.
    expect(problems({ subset: { field: 'kind', values: ['a', 'c'], listAs: '' } })).toEqual([
      "subset: every call is the resource's own, and ownCalls leaves out list, get, create, update, delete",
      'subset: field "kind" must be a choice field offering a, c',
      'subset.listAs is the text the list call takes for all of them',
    ]);
    expect(problems({ ...people, subset: { field: 'user type', values: [] as unknown as ['user'] } })).toEqual([
      'subset.field "user type" must be a camelCase column name',
      'subset.values names one value or more, as text',
    ]);
    expect(problems({ ...people, subset: { field: 'kind', values: ['b', 'a'], listAs: 'any' } })).toEqual([]);
    expect(problems({ ownCalls: ['bulk'] })).toEqual([
      "an own bulk call deletes records the resource's own delete call removes: ownCalls must name delete, and bulk actions go in actions",
    ]);
    expect(problems({ routes: { add: 'new/:id', detail: 'view', edit: '../x/:id' } })).toEqual([
      'routes.add "new/:id" must be a path under the resource without :id',
      'routes.detail "view" must be a path under the resource ending in :id',
      'routes.edit "../x/:id" must be a path under the resource ending in :id',
    ]);
    expect(withField('status', { kind: 'choice', values: ['a'], labels: 'not a key', sentOn: 'delete' })).toEqual([
      'field "status": sentOn is create, for a field that is not read-only',
      'field "status": labels "not a key" is not a translation key such as app.people.status',
    ]);
  });

  it("reads a folder's demo records from its demo.ts, never from the declaration the admin loads", async () => {
    const announcements = (await discoverDeclarations()).find((declaration) => declaration.name === 'announcements')!;
    expect(Object.keys(announcements)).not.toContain('demo');
    const rows = demoOf(announcements)!(new Date('2026-06-01T00:00:00Z'), { idsOf: () => [] });
    expect(rows.map((row) => row.title)).toContain('Exam season');
    expect(demoModuleProblems(valid, { default: () => [] })).toEqual([]);
    expect(demoModuleProblems(valid, { default: [{ title: 'a' }] })).toEqual(["demo.ts must export default a function of the seed's now (export default function demo(now) {...})"]);
    expect(demoModuleProblems({ ...valid, subset: { field: 'kind', values: ['a'] } }, { default: () => [] })).toEqual(['subset: no generic table work, and demo.ts seeds the generic table: remove it']);
  });

  it("reads where a resource is stored from its folder's storage.ts, never from the declaration the admin loads", async () => {
    const all = await discoverDeclarations();
    const named = (name: string) => all.find((declaration) => declaration.name === name)!;
    expect(all.flatMap((declaration) => Object.keys(declaration)).filter((key) => ['table', 'existingTable', 'usedBy'].includes(key))).toEqual([]);
    expect([tableOf(named('transactions')), tableOf(named('tutors')), tableOf(named('report-titles')), tableOf(named('announcements'))]).toEqual(['bookings', 'accounts', 'reportTitles', 'announcements']);
    expect(storageOf(named('languages')).existingTable).toBe(true);
    expect(storageOf(named('announcements'))).toEqual({});
    expect(storageProblems(valid, { default: { table: 'notes', existingTable: true } })).toEqual([]);
    expect(storageProblems(valid, { default: 'notes' })).toEqual(['storage.ts must export default an object ({ table, existingTable, joinTables, sideTable })']);
    expect(storageProblems(valid, { default: { sideTable: { table: 'noteDetails', key: 'noteId', renamed: { kind: 'noteKind' } } } })).toEqual([]);
    expect(storageProblems(valid, { default: { sideTable: { table: 'note_details', key: 'noteId', renamed: { colour: 'noteColour' } } } })).toEqual([
      'storage.ts: sideTable needs the camelCase table, key and renamed columns',
      'storage.ts: sideTable.renamed.colour is not a field of the declaration',
    ]);
    expect(storageProblems({ ...valid, subset: { field: 'kind', values: ['a'] } }, { default: { existingTable: 'yes', joinTables: { title: { table: 'noteTitles', column: 'titleId', recordColumn: 'noteId' } } } })).toEqual([
      'storage.ts: existingTable must be true or false',
      'storage.ts: a subset makes no table, so existingTable says nothing',
      'storage.ts: joinTables.title is not a references field of the declaration',
    ]);
  });

  it('derives the table and its indexes', () => {
    const [table, ...indexes] = createStatements(valid);
    expect(table).toContain('create table notes');
    expect(table).toContain("kind text check (kind in ('a', 'b'))");
    expect(table).toContain("updated_at timestamptz not null default date_trunc('milliseconds', now())");
    expect(indexes).toContain('create unique index notes_title_unique on notes (lower(title))');
    expect(indexes).toContain('create index notes_title_sort on notes (title, id)');
    expect(indexes).toContain('create index notes_title_trgm on notes using gin (title gin_trgm_ops)');
  });
});
