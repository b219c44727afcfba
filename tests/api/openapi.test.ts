import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

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

  it('declares the bearer scheme on every signed-in call and on none of the public ones (API.md, Auth)', () => {
    const open = operations().filter(({ operation }) => !needsToken(operation)).map(name).sort();
    expect(open).toEqual([
      'GET /api/v1/getPage',
      'POST /api/v1/admin/login',
      'POST /api/v1/auth/checkForValidToken',
      'POST /api/v1/auth/forgotPassword',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/refreshToken',
      'POST /api/v1/auth/resetPassword',
      'POST /api/v1/user/verifyAccount',
    ]);
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
