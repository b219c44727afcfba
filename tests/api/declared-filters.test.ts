import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { callsOf, listFilters, subsetQueryOf, wholePattern, type FieldDeclaration, type ListFilter, type ResourceDeclaration } from '../../contract/declaration.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Every declared filter of every list, generic or the resource's own call, read off the declarations
 * alone (contract/declaration.ts, `listFilters`): each parameter is taken by the list, its CSV export
 * and its OpenAPI entry, and each range with its ends reversed is a 400 naming the field. A new
 * resource, or a new filter, is covered without a line of its own.
 */
const all = await discoverDeclarations();
const listed = all.filter((declaration) => !declaration.singleton && listFilters(declaration).length > 0);

let t: TestApp;
let boss: TestAccount;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await startTestApp();
  boss = await createTestAccount(t, 'superAdmin', { displayName: 'Filter Boss' });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t.close());

/** A text a text field's filter takes: the first of a few that matches its pattern, if it has one. */
function sampleText(field: FieldDeclaration & { kind: 'text' }): string {
  const pattern = wholePattern(field);
  const text = ['Ada', 'ABC', 'AB', 'abc', '12'].find((candidate) => !pattern || pattern.test(candidate));
  if (text === undefined) throw new Error(`no sample text matches the pattern ${String(pattern)}: add one here`);
  return text;
}

/** A value an equality filter takes. */
function sampleValue(field: FieldDeclaration): string {
  switch (field.kind) {
    case 'choice':
      return field.values[0]!;
    case 'boolean':
      return 'true';
    case 'text':
      return sampleText(field);
    default:
      // An id (a reference, one record of a reference list) or a number.
      return '1';
  }
}

/** A range's ends, lower then higher: days, or numbers. */
const rangeEnds = (filter: ListFilter): [string, string] => (filter.kind === 'days' ? ['2026-01-01', '2026-01-31'] : ['1', '5']);

describe.each(listed.map((declaration) => [declaration.name, declaration] as const))('the list of %s', (_name, declaration: ResourceDeclaration) => {
  const path = callsOf(declaration).list.split(' ')[1]!;
  const fixed = subsetQueryOf(declaration);
  const list = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1${path}`, query: { ...fixed, ...query }, headers: boss.headers });
  const exported = (query: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/export', headers: boss.headers, payload: { list: path, query: { ...fixed, ...query }, columns: [{ field: 'id', header: 'Id' }] } });

  it.each(listFilters(declaration).map((filter) => [filter.params.join(' and '), filter] as const))('takes %s in the list, its export and OpenAPI', async (_params, filter) => {
    const field = declaration.fields[filter.field]!;
    const query = filter.kind === 'equal' ? { [filter.params[0]]: sampleValue(field) } : Object.fromEntries(filter.params.map((param, index) => [param, rangeEnds(filter)[index]!]));
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    const csv = await exported(query);
    expect(csv.statusCode, csv.body).toBe(200);
    const parameters = ((document.paths![`/api/v1${path}`]!.get!.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).map((parameter) => parameter.name);
    expect(parameters).toEqual(expect.arrayContaining([...filter.params]));
  });

  const ranges = listFilters(declaration).filter((filter) => filter.kind !== 'equal');
  if (ranges.length > 0) {
    it.each(ranges.map((filter) => [filter.field, filter] as const))('refuses the range of %s with its ends reversed, naming the field, in the list and its export', async (_field, filter) => {
      const [from, to] = filter.params as readonly [string, string];
      const [low, high] = rangeEnds(filter);
      const reason = filter.kind === 'days' ? 'RANGE_REVERSED' : 'MIN_ABOVE_MAX';
      const res = await list({ [from]: high, [to]: low });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ reason, params: { field: filter.field } });
      expect(res.json().errors).toHaveProperty(to);
      const csv = await exported({ [from]: high, [to]: low });
      expect(csv.statusCode, csv.body).toBe(400);
      expect(csv.json()).toMatchObject({ reason, params: { field: filter.field } });
      // Both ends the same value: one day, or one amount.
      expect((await list({ [from]: low, [to]: low })).statusCode).toBe(200);
    });
  }
});
