import type { ResourceDeclaration } from '../../contract/declaration.js';
import { endpointsOf } from '../../src/dataProvider/declaredEndpoints.js';
import { fillPath, versionHeaders, writeBody } from '../../src/dataProvider/requestParts.js';
import type { TestAccount } from './accounts.js';
import type { TestApp } from './app.js';

export type EditedRecord = Record<string, unknown> & { id: number; updatedAt: string };

/**
 * The admin's edit form of a resource over the API, through the admin's own endpoint table: `read`
 * opens a record as the form does (its read call), `save` sends what the form sends for `values`
 * edited from `opened`, claiming `version` (the one read, unless given).
 */
export function editForm(t: TestApp, by: TestAccount, declaration: ResourceDeclaration) {
  const endpoints = endpointsOf(declaration);
  const read = endpoints.getOne!;
  const update = endpoints.update!;
  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: { ...by.headers, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

  return {
    update,
    async read(id: number): Promise<EditedRecord> {
      const res = await call(read.method, fillPath(read.path, id));
      if (res.statusCode !== 200) throw new Error(`read ${declaration.name} ${id} failed: ${res.statusCode} ${res.body}`);
      return res.json().data as EditedRecord;
    },
    save(opened: EditedRecord, values: Record<string, unknown> = opened, version = opened.updatedAt) {
      const body = writeBody(update, values, opened.id);
      return call(update.method, fillPath(update.path, opened.id), body, versionHeaders(update, { ...opened, updatedAt: version }));
    },
  };
}
