import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { stringBranch } from '../helpers/openapi.js';
import { discoverDeclarations } from '../../server/declared/discover.js';

let t: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  document = res.json();
});
afterAll(async () => t.close());

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof methods)[number];
  path: string;
  operation: OpenAPIV3_1.OperationObject;
}

function operations(): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => (item?.[method] ? [{ method, path, operation: item[method] }] : [])),
  );
}

const name = ({ method, path }: Operation) => `${method.toUpperCase()} ${path}`;
/** A token is required when every alternative names a scheme; `{}` among them makes it optional. */
const needsToken = (operation: OpenAPIV3_1.OperationObject) =>
  (operation.security ?? []).length > 0 && operation.security!.every((alternative) => Object.keys(alternative).length > 0);

describe('the served OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('documents a success answer for every operation, the CSV export as text/csv with its row count', () => {
    const without = operations().filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('2')));
    expect(without.map(name)).toEqual([]);
    const csv = document.paths!['/api/v1/admin/export']!.post!.responses!['200'] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(csv.content ?? {})).toEqual(['text/csv']);
    expect(csv.headers).toHaveProperty('x-total-count');
  });

  it('has no component that nothing refers to', () => {
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
    for (const name of Object.keys(document.components?.schemas ?? {})) expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });

  it('declares the bearer scheme on every signed-in call and on none of the public ones (API.md, Auth)', async () => {
    const open = operations().filter(({ operation }) => !needsToken(operation)).map(name).sort();
    // A declared resource's public read call (src/resources/<name>/resource.ts) is public by its declaration.
    const publicReads = (await discoverDeclarations()).flatMap((declaration) => (declaration.publicRead ? [declaration.publicRead.call.replace(' ', ' /api/v1')] : []));
    expect(open).toEqual([
      ...publicReads,
      'POST /api/v1/admin/login',
      'POST /api/v1/auth/checkForValidToken',
      'POST /api/v1/auth/forgotPassword',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/refreshToken',
      'POST /api/v1/auth/resetPassword',
      'POST /api/v1/user/verifyAccount',
    ].sort());
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    const named = operations().flatMap(({ operation }) => (operation.security ?? []).flatMap((alternative) => Object.keys(alternative)));
    expect(new Set(named)).toEqual(new Set(schemes));
  });

  it('says what the server does: a call without a token answers 401 exactly when the document asks for one', async () => {
    const mismatches: string[] = [];
    for (const entry of operations()) {
      const url = entry.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: entry.method.toUpperCase() as 'GET', url, ...(entry.method === 'post' ? { payload: {} } : {}) });
      const refused = res.statusCode === 401 && res.json().code === 'UNAUTHENTICATED';
      if (refused !== needsToken(entry.operation)) mismatches.push(`${name(entry)}: ${res.statusCode}`);
    }
    expect(mismatches).toEqual([]);
  });
});

function requestSchema(path: string, mediaType = 'application/json'): OpenAPIV3_1.SchemaObject {
  const body = document.paths![path]!.post!.requestBody as OpenAPIV3_1.RequestBodyObject;
  return body.content[mediaType]!.schema as OpenAPIV3_1.SchemaObject;
}
const property = (schema: OpenAPIV3_1.SchemaObject, name: string) => schema.properties![name] as OpenAPIV3_1.SchemaObject;

describe('the rules the server enforces are stated in the document', () => {
  it('says that NUL characters are refused and that text is trimmed after its checks', () => {
    expect(document.info.description).toMatch(/NUL character/);
    expect(document.info.description).toMatch(/nested at most 32 levels deep/);
    expect(document.info.description).toMatch(/surrounding spaces/);
  });

  it('asks for at least one field in the partial updates that refuse an empty body', () => {
    expect(requestSchema('/api/v1/admin/setting/update').minProperties).toBe(1);
    expect(requestSchema('/api/v1/admin/page-management/update/{id}').minProperties).toBe(1);
  });

  it('publishes the code formats as patterns that the server agrees with', () => {
    const level = new RegExp(stringBranch(property(requestSchema('/api/v1/admin/levels/add'), 'code')).pattern!);
    const language = new RegExp(stringBranch(property(requestSchema('/api/v1/admin/languages/add'), 'code')).pattern!);
    expect(['high-school', ' a-1 ', ''].every((code) => level.test(code))).toBe(true);
    expect(['High School', 'a--b', '-a'].some((code) => level.test(code))).toBe(false);
    expect(['en', 'pt-BR', ' de '].every((code) => language.test(code))).toBe(true);
    expect(['EN', 'english', 'pt-br'].some((code) => language.test(code))).toBe(false);
  });

  it('asks for a non-empty email template body', () => {
    expect(property(requestSchema('/api/v1/admin/emailTemplate/update/{id}'), 'bodyHtml')).toMatchObject({ minLength: 1, pattern: '\\S' });
  });

  it('describes the photo upload as multipart/form-data with its real fields', () => {
    const schema = requestSchema('/api/v1/admin/profileUpdateFileUpload', 'multipart/form-data');
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(['displayName', 'phone', 'photo', 'removePhoto']);
    expect(property(schema, 'photo')).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
  });
});

/**
 * The document's edge values, sent: what its schema takes, the server takes, and what it refuses,
 * the server refuses naming the same input (a 400 about anything else, such as a page too deep,
 * is no disagreement).
 */
describe('the server takes exactly what the document says, at its edges', () => {
  let boss: TestAccount;
  beforeAll(async () => {
    boss = await createTestAccount(t, 'superAdmin');
  });

  const refusesField = (res: { statusCode: number; json: () => { reason?: string; errors?: Record<string, string> } }, field: string) =>
    res.statusCode === 400 && Object.hasOwn(res.json().errors ?? {}, field) && res.json().reason !== 'PAGE_TOO_DEEP';
  const parameter = (operation: OpenAPIV3_1.OperationObject, where: string, name: string) =>
    ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find((each) => each.in === where && each.name === name);
  const patternOf = (found: OpenAPIV3_1.ParameterObject) => new RegExp((found.schema as OpenAPIV3_1.SchemaObject).pattern!);

  it('ids in the path: 0 and past the largest integer refused, 1 and the largest taken, as the pattern says', async () => {
    const disagreements: string[] = [];
    const reads = operations().filter(({ method, operation }) => method === 'get' && parameter(operation, 'path', 'id'));
    expect(reads.length).toBeGreaterThan(5);
    for (const { path, operation } of reads) {
      const pattern = patternOf(parameter(operation, 'path', 'id')!);
      for (const id of ['0', '1', '2147483647', '2147483648', '007']) {
        const res = await t.app.inject({ method: 'GET', url: path.replace('{id}', id), headers: boss.headers });
        if (pattern.test(id) === refusesField(res, 'id')) disagreements.push(`${path} id=${id}: ${res.statusCode}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('page and limit of every list: 0, 1, the largest and one more, as the patterns say', async () => {
    const disagreements: string[] = [];
    const lists = operations().filter(({ method, operation }) => method === 'get' && parameter(operation, 'query', 'page') && parameter(operation, 'query', 'limit'));
    expect(lists.length).toBeGreaterThan(5);
    for (const { path, operation } of lists) {
      // The subjects pages only its flat list, as its page and limit say.
      const flat = parameter(operation, 'query', 'flat') ? '&flat=true' : '';
      // A list named by a path parameter (a resource's trash) is asked for the first name it takes.
      const filled = path.replace(/\{(\w+)\}/g, (_all, name: string) => String((parameter(operation, 'path', name)!.schema as OpenAPIV3_1.SchemaObject).enum?.[0] ?? 1));
      for (const [name, values] of [['page', ['0', '1', '1000000', '1000001']], ['limit', ['0', '1', '500', '501']]] as const) {
        const pattern = patternOf(parameter(operation, 'query', name)!);
        for (const value of values) {
          const res = await t.app.inject({ method: 'GET', url: `${filled}?${name}=${value}${flat}`, headers: boss.headers });
          if (pattern.test(value) === refusesField(res, name)) disagreements.push(`${filled} ${name}=${value}: ${res.statusCode}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('If-Match: empty or not a date-time refused, the updatedAt taken quoted, bare or weak, as the pattern says', async () => {
    const update = document.paths!['/api/v1/admin/announcements/{id}']!.put!;
    const pattern = patternOf(parameter(update, 'header', 'if-match')!);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/announcements',
      headers: boss.headers,
      payload: { title: 'Edge', message: 'If-Match edges', startsAt: '2026-01-31T12:00:00Z' },
    });
    const { id } = created.json().data;
    for (const form of ['', ' ', '"{at}"', '{at}', 'W/"{at}"', '"{at}', 'yesterday', '2026-01-31']) {
      const { updatedAt } = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/announcements/${id}`, headers: boss.headers })).json().data;
      const ifMatch = form.replace('{at}', updatedAt);
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/announcements/${id}`, headers: { ...boss.headers, 'if-match': ifMatch }, payload: { title: 'Edge' } });
      expect(res.statusCode, `${JSON.stringify(ifMatch)}: ${res.body.slice(0, 200)}`).toBe(pattern.test(ifMatch) ? 200 : 400);
    }
  });

  it('commissionPercent: the bounds and two decimals taken, a third decimal or a tiny fraction refused, as minimum, maximum and multipleOf say', async () => {
    const schema = property(requestSchema('/api/v1/admin/setting/update'), 'commissionPercent');
    expect(schema).toMatchObject({ minimum: 0, maximum: 100, multipleOf: 0.01 });
    const documented = (value: number) => value >= schema.minimum! && value <= schema.maximum! && /^-?\d+(\.\d{1,2})?$/.test(String(value));
    for (const value of [0, 100, 0.07, 12.34, 99.99, 12.345, 5e-12, 100.01, -0.01]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/setting/update', headers: boss.headers, payload: { commissionPercent: value } });
      expect(refusesField(res, 'commissionPercent'), `${value}: ${res.body.slice(0, 200)}`).toBe(!documented(value));
    }
  });

  it('emails: published without format email, so the surrounding spaces the server trims fit the document', async () => {
    const schema = property(requestSchema('/api/v1/admin/setting/update'), 'contactEmail');
    expect(schema.format).toBeUndefined();
    const pattern = new RegExp(schema.pattern!);
    for (const value of ['  help@tutors.example ', 'help@tutors.example', 'help @tutors.example', 'help@tutors']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/setting/update', headers: boss.headers, payload: { contactEmail: value } });
      expect(refusesField(res, 'contactEmail'), value).toBe(!pattern.test(value));
      if (pattern.test(value)) expect(res.json().data.contactEmail).toBe(value.trim());
    }
  });
});
