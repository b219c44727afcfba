import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let superAdmin: TestAccount;
let bodyOperations: Array<{ url: string; name: string; operation: OpenAPIV3_1.OperationObject }>;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin');
  const document: OpenAPIV3_1.Document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  bodyOperations = Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
    const operation = item?.post;
    if (!operation?.requestBody) return [];
    return [{ url: path.replace(/\{[^}]+\}/g, '1'), name: `POST ${path}`, operation }];
  });
});
afterAll(async () => t.close());

const post = (url: string, contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...superAdmin.headers, 'content-type': contentType }, payload });

describe('request bodies (API.md, Transport)', () => {
  it('every JSON call answers a text/plain body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const jsonCalls = bodyOperations.filter(({ operation }) => 'application/json' in ((operation.requestBody as OpenAPIV3_1.RequestBodyObject).content ?? {}));
    expect(jsonCalls.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      jsonCalls.map(async ({ url, name }) => {
        const res = await post(url, 'text/plain', '{"id":1}');
        return `${name} ${res.statusCode} ${res.statusCode === 415 ? res.json().code : res.body.slice(0, 80)}`;
      }),
    );
    expect(answers).toEqual(jsonCalls.map(({ name }) => `${name} 415 UNSUPPORTED_MEDIA_TYPE`));
  });

  it('every call with a body declares its 413 and 415 answers, and answers a body over 1 MiB with 413', async () => {
    const undeclared = bodyOperations.filter(({ operation }) => !operation.responses?.['413'] || !operation.responses['415']).map(({ name }) => name);
    expect(undeclared).toEqual([]);
    const oversize = JSON.stringify({ id: 1, text: 'x'.repeat(1024 * 1024) });
    const answers = await Promise.all(
      bodyOperations
        .filter(({ operation }) => 'application/json' in ((operation.requestBody as OpenAPIV3_1.RequestBodyObject).content ?? {}))
        .map(async ({ url, name }) => {
          const res = await post(url, 'application/json', oversize);
          return `${name} ${res.statusCode} ${res.json().code}`;
        }),
    );
    expect(answers.every((answer) => answer.endsWith(' 413 PAYLOAD_TOO_LARGE')), answers.join('\n')).toBe(true);
  });

  it('a call whose body is required refuses a request without one; one whose body is optional takes it', async () => {
    const required = bodyOperations.filter(({ operation }) => (operation.requestBody as OpenAPIV3_1.RequestBodyObject).required !== false);
    const optional = bodyOperations.filter((entry) => !required.includes(entry));
    expect(optional.map(({ name }) => name)).toEqual(['POST /api/v1/auth/logout']);
    for (const { url, name } of required) {
      const res = await t.app.inject({ method: 'POST', url, headers: superAdmin.headers });
      expect(res.statusCode, `${name} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    }
    for (const { url, name } of optional) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode, name).toBe(200);
    }
  });

  it('the photo upload stays multipart, and answers JSON with 415', async () => {
    const res = await post('/api/v1/admin/profileUpdateFileUpload', 'application/json', '{"displayName":"x"}');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE', reason: 'MULTIPART_REQUIRED', params: {} });
  });
});
