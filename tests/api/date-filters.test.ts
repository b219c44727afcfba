import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let admin: TestAccount;
let documented: string[];

const dateParams = [
  ['/api/v1/admin/report-management', 'createdFrom'],
  ['/api/v1/admin/report-management', 'createdTo'],
  ['/api/v1/admin/transactions', 'lessonFrom'],
  ['/api/v1/admin/transactions', 'lessonTo'],
  ['/api/v1/admin/tutor', 'createdFrom'],
  ['/api/v1/admin/tutor', 'createdTo'],
  ['/api/v1/admin/user', 'createdFrom'],
  ['/api/v1/admin/user', 'createdTo'],
].map(([path, name]) => ({ path: path!, name: name! }));

const takesDates = (schema: OpenAPIV3_1.SchemaObject | undefined) =>
  (schema?.anyOf ?? [schema]).some((branch) => (branch as OpenAPIV3_1.SchemaObject | undefined)?.format === 'date');

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin');
  const document: OpenAPIV3_1.Document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    ((item?.get?.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
      .filter((parameter) => parameter.in === 'query' && takesDates(parameter.schema as OpenAPIV3_1.SchemaObject))
      .map((parameter) => `${path} ${parameter.name}`),
  );
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

describe('date filters (contract/filters.ts, isoDateOrDateTime)', () => {
  it('are documented as ISO dates wherever a list takes them', () => {
    expect(documented.sort()).toEqual(dateParams.map(({ path, name }) => `${path} ${name}`));
  });

  // The last ones lie outside the years 1000 to 9999 or beyond a ±14:00 offset (contract/isoDates.ts), which the database cannot take.
  const outOfRange = ['0000-01-01', '0020-02-29', '0999-12-31', '10000-01-01', '2026-04-20T01:45:04+19:05', '0020-02-29T00:00:00Z', '9999-12-31T23:00:00-14:00'];

  it.each(['2024-02-30', '2023-02-29', '2025-04-31', '2025-01-31T24:00:00Z', '2025-01-31T12:00', ' 2025-01-31', ...outOfRange])('refuse %j with a field message', async (value) => {
    for (const { path, name } of dateParams) {
      const res = await get(`${path}?${new URLSearchParams({ [name]: value })}`);
      expect(res.statusCode, `${path} ${name}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [name]: expect.stringContaining('calendar date') } });
    }
  });

  it.each(['2024-02-29', '2025-01-31', '2025-01-31T12:00:00Z', '2025-01-31T12:00:00.5+02:00', '1000-01-01', '9999-12-31', '2025-01-31T12:00:00+14:00', '2025-01-31T12:00:00-14:00'])('take %j', async (value) => {
    for (const { path, name } of dateParams) {
      const res = await get(`${path}?${new URLSearchParams({ [name]: value })}`);
      expect(res.statusCode, `${path} ${name} ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it.each(outOfRange)('refuse %j inside an export\'s query, naming the field', async (value) => {
    for (const { path, name } of dateParams) {
      const list = path.replace('/api/v1', '');
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/export', headers: admin.headers, payload: { list, query: { [name]: value }, columns: [{ field: 'id', header: 'Id' }] } });
      expect(res.statusCode, `${list} ${name}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [`query.${name}`]: expect.stringContaining('calendar date') } });
    }
  });
});
