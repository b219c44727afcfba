import type { FastifyReply, preSerializationAsyncHookHandler } from 'fastify';
import { errorResponses, idParams } from '../../contract/common.js';
import { bulkActionsOf, ownsCall, type AccessRule, type ResourceDeclaration } from '../../contract/declaration.js';
import type { App } from '../appType.js';
import { guardFor, meetsRule, requireAdmin } from '../auth/guards.js';
import { forbidden, notFound } from '../errors.js';
import { capitalised, recordNoun } from './englishTexts.js';
import type { ListParams } from '../services/listPage.js';
import { removeIds } from '../services/removeIds.js';
import { contractOf } from './contract.js';
import { discoverServerModules, serverModuleOf } from './serverModule.js';
import { parseCall, parsedCalls } from './naming.js';
import { etagOf, liveRecords } from './publicRead.js';
import { applyBulkAction, createRecord, getRecord, listRecords, removeRecords, updateRecord } from './service.js';
import { registerSingleton } from './singletonRoutes.js';

type Values = Record<string, unknown>;

/** The rule of a bulk action: delete's for delete, the declared one (or update's) for the others. */
export const bulkRule = (declaration: ResourceDeclaration, action: string): AccessRule =>
  ((action === 'delete' ? declaration.access.delete : undefined) ?? declaration.bulk?.[action]?.access ?? declaration.access.update)!;

/** The bulk call's own guard: the least any of its actions asks; the handler checks the chosen action's rule. */
function bulkGuard(declaration: ResourceDeclaration) {
  const rules = bulkActionsOf(declaration).map((action) => bulkRule(declaration, action));
  return rules.every((rule) => rule === rules[0]) ? guardFor(rules[0]!) : requireAdmin;
}

function registerResource(app: App, declaration: ResourceDeclaration, all: ResourceDeclaration[]) {
  if (declaration.singleton) return registerSingleton(app, declaration, all);
  const schemas = contractOf(declaration);
  const calls = parsedCalls(declaration);
  const { access, name } = declaration;
  const tags = ['extension', name];
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  // The calls the folder's server.ts serves itself (`ownCalls`) are left to it.
  const generic = (action: string) => !ownsCall(declaration, action);

  if (generic('list') && !declaration.singleton) app.route({
    method: calls.list.method,
    url: calls.list.url,
    schema: { tags, summary: `List ${name} (search, sort, filters)`, querystring: schemas.listQuery, response: { 200: schemas.listEnvelope, ...errorResponses } },
    onRequest: guardFor(access.read),
    config: { keptPerSnapshot: true },
    handler: async (request) => ({ data: await listRecords(app.db, declaration, all, request.query as ListParams & Values) }),
  });

  if (generic('get')) app.route({
    method: calls.get.method,
    url: calls.get.url,
    schema: {
      tags,
      summary: `One ${name} record; its ETag is its updatedAt, for the If-Match of an update`,
      params: idParams,
      response: { 200: schemas.recordEnvelope, ...errorResponses },
    },
    onRequest: guardFor(access.read),
    handler: async (request) => ({ data: await getRecord(app.db, declaration, idOf(request)) }),
  });

  if (access.create && generic('create')) app.route({
    method: calls.create.method,
    url: calls.create.url,
    schema: { tags, summary: `Add a ${name} record`, body: schemas.createBody, response: { 200: schemas.recordEnvelope, ...errorResponses } },
    onRequest: guardFor(access.create),
    handler: async (request) => ({ data: await createRecord(app.db, declaration, all, request.body as Values, request.user!) }),
  });

  if (access.update && generic('update')) app.route({
    method: calls.update.method,
    url: calls.update.url,
    schema: {
      tags,
      summary: `Change a ${name} record (send If-Match with the updatedAt you read, so as not to overwrite someone else's change)`,
      headers: schemas.updateHeaders,
      ...(calls.update.idInPath ? { params: idParams, body: schemas.updateBody } : { body: schemas.updateBodyWithId }),
      response: { 200: schemas.recordEnvelope, ...errorResponses },
    },
    onRequest: guardFor(access.update!),
    handler: async (request) => {
      const { id, ...body } = calls.update.idInPath ? { id: idOf(request), ...(request.body as Values) } : (request.body as Values & { id: number });
      const ifMatch = request.headers['if-match'];
      return { data: await updateRecord(app.db, declaration, all, { id: id as number, body, ifMatch }, request.user!) };
    },
  });

  if (access.delete && generic('delete')) app.route({
    method: calls.delete.method,
    url: calls.delete.url,
    schema: {
      tags,
      summary: `Remove ${name} records (all or nothing)`,
      ...(calls.delete.idInPath ? { params: idParams } : { body: schemas.removeBody }),
      response: { 200: schemas.removedEnvelope, ...errorResponses },
    },
    onRequest: guardFor(access.delete),
    handler: async (request) => {
      const ids = calls.delete.idInPath ? [idOf(request)] : removeIds(request.body as { id: number } | { ids: number[] });
      return { data: await removeRecords(app.db, declaration, ids, request.user!) };
    },
  });

  if (bulkActionsOf(declaration).length > 0 && generic('bulk')) app.route({
    method: calls.bulk.method,
    url: calls.bulk.url,
    schema: {
      tags,
      summary: `Run delete or a bulk action on ${name} records, in one transaction (all or nothing); a record the action would leave as it is keeps its version and history`,
      body: schemas.bulkBody,
      response: { 200: schemas.removedEnvelope, ...errorResponses },
    },
    onRequest: bulkGuard(declaration),
    handler: async (request) => {
      const { action, ids } = request.body as { action: string; ids: number[] };
      if (!meetsRule(request.user!, bulkRule(declaration, action))) throw forbidden();
      const unique = [...new Set(ids)];
      const done = action === 'delete' ? removeRecords(app.db, declaration, unique, request.user!) : applyBulkAction(app.db, declaration, action, unique, request.user!);
      return { data: await done };
    },
  });

  const publicRead = declaration.publicRead && parseCall(declaration.publicRead.call);
  if (!publicRead) return;
  app.route({
    method: 'GET',
    url: publicRead.url,
    schema: {
      tags,
      summary: declaration.publicRead?.key ? `One ${recordNoun(declaration)} live now, by its ${declaration.publicRead.key}, for the marketplace's pages (no sign-in)` : `The ${name} live now, for the marketplace's pages (no sign-in)`,
      description: 'Cacheable but revalidated on every use (Cache-Control: no-cache, ETag): If-None-Match with the current ETag answers 304.',
      querystring: schemas.publicQuery,
      response: { 200: schemas.publicEnvelope, ...errorResponses },
    },
    handler: async (request, reply) => {
      const items = await liveRecords(app.db, declaration, request.query as Values);
      const key = declaration.publicRead?.key;
      if (key && items.length === 0) throw notFound(capitalised(recordNoun(declaration)), declaration.name);
      const answer = key ? items[0]! : { items };
      const etag = etagOf(answer);
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        // 304 has no body, so no response schema: the reply is sent untyped.
        const notModified: FastifyReply = reply;
        return notModified.code(304).send();
      }
      return { data: answer };
    },
  });
}

/** A route's shape, whatever its parameters are called: `/admin/transactions/:bookingId` serves `/admin/transactions/{id}`. */
export const shapeOf = (method: string, url: string) => `${method} ${url.replace(/:[^/]+/g, ':')}`;

/**
 * Start-up fails when a declaration names a call its server.ts should serve (an `actions` entry or
 * one of its `ownCalls`) and nothing serves it.
 */
export function assertCallsServed(served: Set<string>, all: ResourceDeclaration[]): void {
  for (const declaration of all) {
    const calls = parsedCalls(declaration);
    const expected = [
      ...Object.entries(declaration.actions ?? {}).map(([action, call]) => [`the action ${action} (${call})`, parseCall(call)] as const),
      ...(declaration.ownCalls ?? []).map((action) => [`its own ${action} call`, calls[action]] as const),
    ];
    for (const [what, parsed] of expected) {
      if (!parsed || !served.has(shapeOf(parsed.method, `/api/v1${parsed.url}`))) {
        throw new Error(`src/resources/${declaration.name}/resource.ts: ${what} is served by no call; add it to the folder's server.ts.`);
      }
    }
  }
}

/** The version of the record a get call answers (generic, singleton or a server.ts's own): its ETag is its updatedAt, for the If-Match of an update. */
const tagVersion: preSerializationAsyncHookHandler = async (_request, reply, payload) => {
  const updatedAt = (payload as { data?: { updatedAt?: unknown } } | undefined)?.data?.updatedAt;
  const version = updatedAt instanceof Date ? updatedAt.toISOString() : updatedAt;
  if (typeof version === 'string') void reply.header('etag', `"${version}"`);
  return payload;
};

/** Every declared resource's calls (src/resources/<name>/resource.ts), with their guards, schemas and OpenAPI entries. */
export async function declaredRoutes(app: App): Promise<void> {
  const all = await discoverServerModules();
  const served = new Set<string>();
  // Every declared get call, whoever serves it, tags its record's version in one place.
  const gets = new Set(all.map((declaration) => parsedCalls(declaration).get).filter((get) => get !== undefined).map((get) => shapeOf(get.method, `/api/v1${get.url}`)));
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.add(shapeOf(method, route.url));
    if ([route.method].flat().some((method) => gets.has(shapeOf(method, route.url)))) route.preSerialization = [route.preSerialization ?? []].flat().concat(tagVersion);
  });
  for (const declaration of all) {
    registerResource(app, declaration, all);
    const own = serverModuleOf(declaration).default;
    if (own) await app.register(own);
  }
  app.addHook('onReady', async () => assertCallsServed(served, all));
}
