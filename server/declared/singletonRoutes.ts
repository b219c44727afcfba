import { errorResponses } from '../../contract/common.js';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import type { App } from '../appType.js';
import { guardFor } from '../auth/guards.js';
import { contractOf } from './contract.js';
import { parsedCalls } from './naming.js';
import { readSingleton, updateSingleton } from './singleton.js';

/** A singleton's calls: read its one record, and change some of its values (the others keep theirs); neither takes an id. */
export function registerSingleton(app: App, declaration: ResourceDeclaration, all: ResourceDeclaration[]): void {
  const schemas = contractOf(declaration);
  const calls = parsedCalls(declaration);
  const { access, name } = declaration;
  const tags = ['extension', name];

  app.route({
    method: calls.get.method,
    url: calls.get.url,
    schema: { tags, summary: `The ${name} record; its ETag is its updatedAt, for the If-Match of an update`, response: { 200: schemas.recordEnvelope, ...errorResponses } },
    onRequest: guardFor(access.read),
    handler: async () => ({ data: await readSingleton(app.db, declaration) }),
  });

  if (access.update) app.route({
    method: calls.update.method,
    url: calls.update.url,
    schema: {
      tags,
      summary: `Change the ${name} record (fields left out keep their value; send If-Match with the updatedAt you read, so as not to overwrite someone else's change)`,
      headers: schemas.updateHeaders,
      body: schemas.updateBody,
      response: { 200: schemas.recordEnvelope, ...errorResponses },
    },
    onRequest: guardFor(access.update),
    handler: async (request) => {
      const body = request.body as Record<string, unknown>;
      return { data: await updateSingleton(app.db, declaration, all, { body, ifMatch: request.headers['if-match'] }, request.user!) };
    },
  });
}
