import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { stringBranch } from '../helpers/openapi.js';

let t: TestApp;
let superAdmin: TestAccount;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin');
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: superAdmin.headers, payload });

function bodyProperty(path: string, name: string): OpenAPIV3_1.SchemaObject {
  const body = document.paths![path]!.post!.requestBody as OpenAPIV3_1.RequestBodyObject;
  return (body.content['application/json']!.schema as OpenAPIV3_1.SchemaObject).properties![name] as OpenAPIV3_1.SchemaObject;
}

describe('text lengths are checked as sent, then the text is trimmed (contract/text.ts)', () => {
  it('a level name of 3 spaces and 100 letters is over the published maxLength, and refused', async () => {
    expect(bodyProperty('/api/v1/admin/levels/add', 'name')).toMatchObject({ maxLength: 100 });
    const res = await post('/admin/levels/add', { name: `   ${'a'.repeat(100)}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: 'Use at most 100 characters' } });
  });

  it('a name within the limit is stored trimmed; a blank one is refused', async () => {
    const res = await post('/admin/levels/add', { name: ` ${'b'.repeat(98)} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('b'.repeat(98));
    const blank = await post('/admin/levels/add', { name: '   ' });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: 'Enter the level name' } });
  });
});

describe('one email rule', () => {
  it.each(['a@foo-.com', 'a@-foo.com', 'a@foo..com', 'a@foo', 'a b@foo.com'])('refuses %j wherever an email is taken', async (address) => {
    const registered = await post('/admin/register', { userType: 'user', displayName: 'Someone', email: address, password: 'a long password 1' });
    const settings = await post('/admin/setting/update', { contactEmail: address });
    for (const res of [registered, settings]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json().errors ?? {})).toContain('Enter a valid email address');
    }
  });

  it('takes a plain address with surrounding spaces, stored trimmed and in lower case, as its published pattern says', async () => {
    const pattern = new RegExp(bodyProperty('/api/v1/admin/setting/update', 'contactEmail').pattern!);
    expect(pattern.test(' Help@Sub.Tutors-Example.org ')).toBe(true);
    expect(pattern.test('a@foo-.com')).toBe(false);
    const res = await post('/admin/setting/update', { contactEmail: ' Help@Sub.Tutors-Example.org ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contactEmail).toBe('help@sub.tutors-example.org');
  });
});

describe('patterns of text the server trims or recases are published as the server reads them', () => {
  const queryPattern = (path: string, name: string) => {
    const parameters = (document.paths![path]!.get!.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    return new RegExp((parameters.find((parameter) => parameter.name === name)!.schema as OpenAPIV3_1.SchemaObject).pattern!);
  };

  it('a currency filter', async () => {
    const pattern = queryPattern('/api/v1/admin/transactions', 'currency');
    for (const [value, takes] of [['eur', true], [' EUR ', true], ['EU', false], ['EURO', false]] as const) {
      expect(pattern.test(value), value).toBe(takes);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/transactions?currency=${encodeURIComponent(value)}`, headers: superAdmin.headers });
      expect(res.statusCode, value).toBe(takes ? 200 : 400);
    }
  });

  it('a tutor country and the support phone', async () => {
    const country = new RegExp(stringBranch(bodyProperty('/api/v1/admin/tutor/{id}', 'country')).pattern!);
    expect(['de', ' DE '].every((value) => country.test(value))).toBe(true);
    expect(['DEU', 'D'].some((value) => country.test(value))).toBe(false);
    const phone = new RegExp(bodyProperty('/api/v1/admin/setting/update', 'supportPhone').pattern!);
    for (const [value, takes] of [[' +1 555 010 0200 ', true], ['', true], ['call us', false]] as const) {
      expect(phone.test(value), value).toBe(takes);
      const res = await post('/admin/setting/update', { supportPhone: value });
      expect(res.statusCode, value).toBe(takes ? 200 : 400);
    }
  });

  it('a report update asks for at least one field', async () => {
    const body = document.paths!['/api/v1/admin/report-management/update/{id}']!.post!.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect((body.content['application/json']!.schema as OpenAPIV3_1.SchemaObject).minProperties).toBe(1);
  });
});
