import {
  callsOf,
  ownFieldsOf,
  listFilters,
  recordColumns,
  sortableFields,
  usingResources,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../../contract/declaration.js';
import { actions, parseCall, parsedCalls, snake, tableOf } from './naming.js';

const rules = new Set(['editor', 'admin', 'superAdmin']);
const reserved = new Set(['id', 'createdAt', 'updatedAt']);
const fieldName = /^[a-z][a-zA-Z0-9]*$/;
const searchable = new Set(['text', 'longText', 'html', 'reference']);
const unfilterable = new Set(['longText', 'html', 'texts', 'links']);
const numbers = new Set(['integer', 'decimal', 'money']);
/** When a record was added and changed: a field of that name only says how the list sorts and filters by it. */
const timeColumns = new Set(['createdAt', 'updatedAt']);
const unsortable = new Set(['references', 'html', 'texts', 'links']);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

function fieldProblems(name: string, field: FieldDeclaration, declaration: ResourceDeclaration, all: ResourceDeclaration[]): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`field "${name}": ${problem}`);
  if (timeColumns.has(name)) {
    if (field.kind !== 'dateTime' || !field.readOnly) say('every record has it: declare it as a read-only dateTime field only to sort or filter the list by it');
  } else if (!fieldName.test(name) || reserved.has(name)) say('use a camelCase name other than id, createdAt and updatedAt');
  if (field.search && !searchable.has(field.kind)) say('only text, long text, HTML and reference fields can be searched');
  if (field.filter && unfilterable.has(field.kind)) say('long text, HTML, texts and links cannot be list filters');
  if (field.filter === 'range' && !numbers.has(field.kind)) say("only integer, decimal and money fields filter by a range of numbers (filter: 'range'); a date or date-time field's filter is a range already");
  if (field.sort && unsortable.has(field.kind)) say(`a ${field.kind} field cannot be sorted`);
  if (field.unique && !['text', 'integer', 'date'].includes(field.kind)) say('only text, integer and date fields can be unique');
  if ('min' in field && field.min !== undefined && 'max' in field && field.max !== undefined && field.min > field.max) say('min is above max');
  if (field.sentOn !== undefined && (field.readOnly || field.sentOn !== 'create')) say('sentOn is create, for a field that is not read-only');
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'html':
      if (!isCount(field.max) || field.max < 1) say('max must be a whole number of characters, at least 1');
      if (field.kind === 'text' && field.email && (!field.required || field.pattern || field.case)) say('an email field is required, without pattern or case (the email rule stores it in lower case)');
      if (field.kind === 'text' && field.pattern) {
        try {
          new RegExp(field.pattern.regex);
        } catch {
          say(`pattern ${field.pattern.regex} is not a regular expression`);
        }
      }
      break;
    case 'integer':
      if (field.position && !field.required) say('a position is required (a record added without one goes last)');
      if (typeof field.position === 'object' && !(field.position.within in declaration.fields)) say(`its position is kept within ${field.position.within}, which is no field of the resource`);
      break;
    case 'decimal':
      if (!Number.isInteger(field.scale) || field.scale < 0 || field.scale > 10) say('scale must be a whole number from 0 to 10');
      break;
    case 'choice':
      if (field.values.length === 0 || new Set(field.values).size !== field.values.length) say('values must be distinct and not empty');
      if (field.default !== undefined && !field.values.includes(field.default)) say(`default "${field.default}" is not one of its values`);
      if (field.labels !== undefined && !/^[a-zA-Z][\w-]*(\.[\w-]+)+$/.test(field.labels)) say(`labels "${field.labels}" is not a translation key such as app.people.status`);
      if (field.matchesAll !== undefined && !field.values.includes(field.matchesAll)) say(`matchesAll "${field.matchesAll}" is not one of its values`);
      break;
    case 'money': {
      const currency = field.currencyField === undefined ? undefined : declaration.fields[field.currencyField];
      if (field.currencyField !== undefined && currency?.kind !== 'text' && currency?.kind !== 'choice') say(`currencyField "${field.currencyField}" is not a text or choice field`);
      break;
    }
    case 'date':
    case 'dateTime': {
      if (field.kind === 'dateTime' && field.notBefore !== undefined && declaration.fields[field.notBefore]?.kind !== 'dateTime') say(`notBefore "${field.notBefore}" is not a dateTime field`);
      break;
    }
    case 'texts':
      if (field.max !== undefined && !isCount(field.max)) say('max must be a whole number of texts');
      if (field.maxLength !== undefined && (!isCount(field.maxLength) || field.maxLength < 1)) say('maxLength must be a whole number of characters, at least 1');
      break;
    case 'links':
      if (!Array.isArray(field.keys) || field.keys.length === 0 || new Set(field.keys).size !== field.keys.length || !field.keys.every((key) => fieldName.test(key))) {
        say('keys must be distinct camelCase names, at least one');
      }
      if (field.maxLength !== undefined && (!isCount(field.maxLength) || field.maxLength < 1)) say('maxLength must be a whole number of characters, at least 1');
      break;
    case 'reference':
    case 'references': {
      const target = all.find((other) => other.name === field.resource);
      if (!target) say(`"${field.resource}" is not a declared resource`);
      // The reference's input and filter find a record by typing its label: the list's search must cover it.
      else if (target.fields?.[target.labelField]?.search !== true) say(`"${field.resource}" must search its label field ${target.labelField} (search: true), so that a record can be found by typing it`);
      break;
    }
    default:
      break;
  }
  return problems;
}

function callProblems(declaration: ResourceDeclaration): string[] {
  const calls = callsOf(declaration);
  const problems = actions.filter((action) => !parseCall(calls[action])).map((action) => `call ${action} "${calls[action]}" is not "METHOD /path" with at most {id}`);
  if (problems.length > 0) return problems;
  const parsed = parsedCalls(declaration);
  if (!parsed.get.idInPath && !declaration.singleton) problems.push('the get call needs {id} in its path');
  if (parsed.list.method !== 'GET' || parsed.get.method !== 'GET') problems.push('the list and get calls are GET calls');
  for (const action of ['create', 'update', 'delete', 'bulk'] as const) {
    if (parsed[action].method === 'GET') problems.push(`the ${action} call cannot be a GET call`);
  }
  if (parsed.create.idInPath || parsed.bulk.idInPath) problems.push('the create and bulk calls take no {id}');
  for (const [action, call] of Object.entries(declaration.actions ?? {})) {
    if (!fieldName.test(action)) problems.push(`action "${action}": use a camelCase name`);
    if (!parseCall(call)) problems.push(`action ${action} "${call}" is not "METHOD /path" with at most {id}`);
  }
  return problems;
}

function bulkProblems(declaration: ResourceDeclaration): string[] {
  return Object.entries(declaration.bulk ?? {}).flatMap(([action, bulk]) => {
    if (action === 'delete' || !fieldName.test(action)) return [`bulk action "${action}": use a camelCase name other than delete`];
    return Object.entries(bulk.set).flatMap(([name, value]) => {
      const field = declaration.fields[name];
      if (!field || field.readOnly) return [`bulk action "${action}" sets "${name}", which is not a writable field`];
      if (value === null && field.required) return [`bulk action "${action}" empties the required field "${name}"`];
      if (field.kind === 'choice' && value !== null && !field.values.includes(String(value))) return [`bulk action "${action}" sets "${name}" to a value it does not have`];
      return [];
    });
  });
}

function publicReadProblems(declaration: ResourceDeclaration): string[] {
  const read = declaration.publicRead;
  if (!read) return [];
  const problems: string[] = [];
  const kindOf = (name: string | undefined) => (name === undefined ? undefined : declaration.fields[name]?.kind);
  const parsed = parseCall(read.call);
  if (!parsed || parsed.method !== 'GET' || parsed.idInPath) problems.push(`publicRead call "${read.call}" must be "GET /path" without {id}`);
  if (read.live.flag !== undefined && kindOf(read.live.flag) !== 'boolean') problems.push(`publicRead live.flag "${read.live.flag}" is not a boolean field`);
  for (const edge of ['from', 'until'] as const) {
    const name = read.live[edge];
    if (name !== undefined && kindOf(name) !== 'dateTime') problems.push(`publicRead live.${edge} "${name}" is not a dateTime field`);
  }
  const audience = read.audienceField === undefined ? undefined : declaration.fields[read.audienceField];
  if (read.audienceField !== undefined && (audience?.kind !== 'choice' || audience.matchesAll === undefined)) {
    problems.push(`publicRead audienceField "${read.audienceField}" is not a choice field with matchesAll`);
  }
  if (read.key !== undefined && kindOf(read.key) !== 'text') problems.push(`publicRead key "${read.key}" is not a text field`);
  const unknown = read.fields.filter((name) => !['id', 'createdAt', 'updatedAt'].includes(name) && !declaration.fields[name]);
  if (unknown.length > 0) problems.push(`publicRead fields ${unknown.join(', ')} are not fields of the resource`);
  return problems;
}

/** A singleton is one record, read and changed by the generic calls without an id; every other resource has a list. */
function singletonProblems(declaration: ResourceDeclaration): string[] {
  if (!declaration.singleton) return [];
  const problems: string[] = [];
  if (declaration.list) problems.push('a singleton has no list: leave list out');
  for (const action of ['create', 'delete'] as const) {
    if (declaration.access?.[action] !== undefined) problems.push(`a singleton is never ${action === 'create' ? 'added' : 'removed'}: leave access.${action} out`);
  }
  if (!declaration.screens?.edit) problems.push('a singleton needs its edit screen (screens.edit), which the menu opens');
  if ((declaration.ownCalls ?? []).length > 0) problems.push('a singleton has only the generic get and update calls: leave ownCalls out (a rule of its own goes in checkWrite of its server.ts)');
  const calls = callsOf(declaration);
  const withId = (['get', 'update'] as const).filter((action) => parseCall(calls[action])?.idInPath);
  if (withId.length > 0) problems.push(`a singleton's ${withId.join(' and ')} call takes no {id}: it is one record`);
  const noDefault = Object.entries(declaration.fields ?? {}).filter(([, field]) => field.required && !('default' in field && field.default !== undefined)).map(([name]) => name);
  if (noDefault.length > 0) problems.push(`a singleton's record is made with its fields' defaults: give ${noDefault.join(', ')} a default`);
  if (Object.keys(declaration.bulk ?? {}).length > 0 || declaration.publicRead) problems.push('a singleton has no bulk actions and no public read');
  return problems;
}

const ownable = new Set<string>(['list', 'get', 'create', 'update', 'delete', 'bulk']);

function ownCallProblems(declaration: ResourceDeclaration): string[] {
  const own: readonly string[] = declaration.ownCalls ?? [];
  const problems = own.filter((call) => !ownable.has(call)).map((call) => `ownCalls "${call}" is not list, get, create, update, delete or bulk`);
  if (own.includes('bulk') && (!own.includes('delete') || Object.keys(declaration.bulk ?? {}).length > 0)) {
    problems.push("an own bulk call deletes records the resource's own delete call removes: ownCalls must name delete, and bulk actions go in actions");
  }
  // The admin removes several records in one call: the delete call's `{ids}`, else the bulk call.
  if (own.includes('delete') && !own.includes('bulk') && parseCall(callsOf(declaration).delete)?.idInPath) {
    problems.push("an own delete call of one record ({id} in its path) goes with an own bulk call that deletes several: ownCalls must name bulk, or the delete call takes {ids} in its body");
  }
  for (const call of own.filter((each) => ['create', 'update', 'delete'].includes(each))) {
    if (declaration.access?.[call as 'create' | 'update' | 'delete'] === undefined) problems.push(`ownCalls names ${call}, but access.${call} is not declared`);
  }
  const ownFields = ownFieldsOf(declaration);
  if (ownFields.length > 0 && !own.includes('update') && !own.includes('create')) problems.push("ownFields are written by the resource's own calls: ownCalls must name create or update");
  const notOwnFields = ownFields.filter((name) => !fieldName.test(name) || declaration.fields?.[name] || reserved.has(name));
  if (notOwnFields.length > 0) problems.push(`ownFields ${notOwnFields.join(', ')} must be camelCase names that are not fields`);
  if (declaration.representation !== undefined && typeof declaration.representation !== 'function') problems.push('representation must be a function of the record');
  return [...problems, ...routeProblems(declaration), ...subsetProblems(declaration)];
}

/** The calls a resource has (a create, update or delete left out of its access has none; a singleton no list). */
const callsItHas = (declaration: ResourceDeclaration): string[] =>
  [
    ...(declaration.singleton ? [] : ['list']),
    'get',
    ...(['create', 'update', 'delete'] as const).filter((action) => declaration.access?.[action] !== undefined),
  ];

/** The screens' routes: paths under the resource. */
function routeProblems(declaration: ResourceDeclaration): string[] {
  const problems: string[] = [];
  const routes = Object.entries(declaration.routes ?? {});
  for (const [screen, pattern] of routes) {
    if (!['add', 'detail', 'edit'].includes(screen)) problems.push(`routes.${screen} is not add, detail or edit`);
    else if (typeof pattern !== 'string' || !/^[a-z0-9-]+(\/[a-z0-9-]+)*(\/:id)?$|^:id$/.test(pattern) || (screen === 'add') === pattern.includes(':id')) {
      problems.push(`routes.${screen} "${String(pattern)}" must be a path under the resource${screen === 'add' ? ' without :id' : ' ending in :id'}`);
    }
  }
  return problems;
}

/**
 * A subset's records are rows of a table other resources share, which its own calls create with its
 * value and read back (nothing generic touches the table); a declared field of that name offers its values.
 */
function subsetProblems(declaration: ResourceDeclaration): string[] {
  const { subset, fields } = declaration;
  if (subset === undefined) return [];
  const problems: string[] = [];
  const own: readonly string[] = declaration.ownCalls ?? [];
  const notOwn = callsItHas(declaration).filter((call) => !own.includes(call));
  if (notOwn.length > 0) problems.push(`subset: every call is the resource's own, and ownCalls leaves out ${notOwn.join(', ')}`);
  if (declaration.publicRead || Object.keys(declaration.bulk ?? {}).length > 0) {
    problems.push('subset: no generic table work (publicRead, bulk); declare bulk changes as actions of its server.ts');
  }
  if (typeof subset.field !== 'string' || !fieldName.test(subset.field)) problems.push(`subset.field "${String(subset.field)}" must be a camelCase column name`);
  const values: unknown = subset.values;
  if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string' && value !== '')) {
    problems.push('subset.values names one value or more, as text');
    return problems;
  }
  const field = fields?.[subset.field];
  if (field && (field.kind !== 'choice' || !subset.values.every((value) => field.values.includes(value)))) {
    problems.push(`subset: field "${subset.field}" must be a choice field offering ${subset.values.join(', ')}`);
  }
  if (subset.listAs !== undefined && (typeof subset.listAs !== 'string' || subset.listAs === '')) problems.push('subset.listAs is the text the list call takes for all of them');
  return problems;
}

/** Everything wrong with a declaration, in words that say what to change; empty when it is right. */
export function declarationProblems(declaration: ResourceDeclaration, all: ResourceDeclaration[]): string[] {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(declaration.name ?? '')) problems.push('name must be lowercase letters, digits and hyphens');
  if (!fieldName.test(tableOf(declaration))) problems.push(`the table "${tableOf(declaration)}" (storage.ts) must be a camelCase name`);
  // Subsets (of accounts) share their table.
  const sameTable = all.filter((other) => !other.subset && snake(tableOf(other)) === snake(tableOf(declaration)));
  if (!declaration.subset && sameTable.length > 1) problems.push(`another declaration uses the table "${tableOf(declaration)}"`);
  if (declaration.menuKey !== undefined) {
    if (!/^[a-ce-z]$/.test(declaration.menuKey)) problems.push(`menuKey "${declaration.menuKey}" must be one lowercase letter other than d (the dashboard's)`);
    const sharing = all.filter((other) => other.name !== declaration.name && other.menuKey === declaration.menuKey).map((other) => other.name);
    if (sharing.length > 0) problems.push(`menuKey "${declaration.menuKey}" is also the key of ${sharing.join(', ')}`);
  }
  const fields = Object.entries(declaration.fields ?? {});
  if (fields.length === 0) problems.push('it declares no fields');
  const label = declaration.fields?.[declaration.labelField];
  if (!label) problems.push(`labelField "${declaration.labelField}" is not one of its fields`);
  // The label is a record's name in headings, references, history and notifications: words, not a number.
  else if (label.kind !== 'text' && label.kind !== 'longText') problems.push(`labelField "${declaration.labelField}" is a ${label.kind} field: name a text field that tells records apart`);
  if (declaration.access?.read !== 'signedIn' && !rules.has(declaration.access?.read)) problems.push(`access.read "${String(declaration.access?.read)}" is not signedIn, editor, admin or superAdmin`);
  for (const action of ['create', 'update', 'delete'] as const) {
    const rule = declaration.access?.[action];
    // A resource may have no create, update or delete at all.
    if (rule !== undefined && !rules.has(rule)) problems.push(`access.${action} "${String(rule)}" is not editor, admin or superAdmin`);
  }
  const keep = declaration.refuseRemovalWhile;
  if (keep !== undefined && declaration.fields?.[keep.field]?.kind !== 'boolean') problems.push(`refuseRemovalWhile.field "${keep.field}" is not a boolean field`);
  if (declaration.fields?.usageCount && usingResources(declaration, all).length > 0) problems.push('a field named usageCount clashes with the count of the records that use this one');
  for (const [action, rule] of Object.entries(declaration.bulk ?? {})) {
    if (rule.access !== undefined && !rules.has(rule.access)) problems.push(`a bulk action's access "${rule.access}" is not editor, admin or superAdmin`);
    if (rule.access === undefined && declaration.access?.update === undefined) problems.push(`bulk action "${action}" needs its own access: the resource has no update rule to take`);
  }
  problems.push(...ownCallProblems(declaration));
  const params = declaration.fields ? listFilters(declaration).flatMap(({ field, params: names }) => names.map((param) => ({ field, param }))) : [];
  const clashes = params
    .filter(({ field, param }, index) => (param !== field && declaration.fields[param] !== undefined) || reserved.has(param) || params.findIndex((each) => each.param === param) !== index)
    .map(({ param }) => param);
  if (clashes.length > 0) problems.push(`the list's filter parameters ${[...new Set(clashes)].join(', ')} are taken twice: by another filter, a field, or id, createdAt or updatedAt`);
  problems.push(...singletonProblems(declaration));
  const defaultSort = declaration.list?.defaultSort?.field;
  if (defaultSort !== undefined && !sortableFields(declaration).includes(defaultSort)) problems.push(`list.defaultSort.field "${defaultSort}" is not sortable`);
  if (declaration.list?.inline) {
    const notText = fields.filter(([, field]) => !field.readOnly && field.kind !== 'text' && !(field.kind === 'integer' && field.position)).map(([name]) => name);
    if (notText.length > 0) problems.push(`list.inline edits short text fields only, and ${notText.join(', ')} ${notText.length > 1 ? 'are' : 'is'} not one`);
  }
  const notFields = (declaration.list?.columns ?? []).filter((column) => !declaration.fields?.[column] && !(recordColumns as readonly string[]).includes(column));
  if (notFields.length > 0) problems.push(`list.columns ${notFields.join(', ')} are not fields of the resource (nor id, createdAt or updatedAt)`);
  const secondary = declaration.list?.card?.secondary;
  if (secondary !== undefined && !declaration.fields?.[secondary]) problems.push(`list.card.secondary "${secondary}" is not a field of the resource`);
  for (const action of ['create', 'update', 'delete'] as const) {
    if (declaration.access?.[action] === undefined && declaration.calls?.[action] !== undefined) problems.push(`calls.${action} is declared, but access.${action} is not: the resource has no ${action}`);
  }
  if (declaration.access?.create === undefined && declaration.screens?.create) problems.push('screens.create is declared, but access.create is not: the resource has no create');
  if (declaration.access?.update === undefined && declaration.screens?.edit) problems.push('screens.edit is declared, but access.update is not: the resource has no update');
  const notScreens = Object.keys(declaration.screens ?? {}).filter((screen) => !['list', 'show', 'edit', 'create'].includes(screen));
  if (notScreens.length > 0) problems.push(`screens ${notScreens.join(', ')} are not list, show, edit or create`);
  for (const [name, field] of fields) problems.push(...fieldProblems(name, field, declaration, all));
  return [...problems, ...callProblems(declaration), ...bulkProblems(declaration), ...publicReadProblems(declaration)];
}
