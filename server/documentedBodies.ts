import type { RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../contract/common.js';

/** The largest request body the API reads (Fastify's `bodyLimit` in server/app.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const tooLarge = errorBody.describe('The body is over the 1 MiB limit: PAYLOAD_TOO_LARGE');
const notJson = errorBody.describe('The body is not application/json: UNSUPPORTED_MEDIA_TYPE');

/**
 * onRoute hook: a route that reads a body documents the two answers for a body it cannot read,
 * too large (413) or of another media type (415); server/errors.ts gives both their codes.
 */
export function declareBodyRefusals(route: RouteOptions): void {
  if (!route.schema?.body) return;
  route.schema = { ...route.schema, response: { 413: tooLarge, 415: notJson, ...(route.schema.response as object) } };
}

/**
 * A route's `config.swaggerTransform` for a multipart/form-data body, which the handler reads
 * itself (so the route has no body schema to validate with): text `fields` and binary `files`.
 */
export function multipartBody(fields: z.ZodObject, files: Record<string, string>): SwaggerTransform {
  const schema = z.toJSONSchema(fields, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown> & { properties?: object };
  delete schema.$schema;
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, description]) => [name, { type: 'string', contentMediaType: 'application/octet-stream', description }]),
  );
  const body = { content: { 'multipart/form-data': { schema: { ...schema, properties: { ...schema.properties, ...fileProperties } } } } };
  return (document) => {
    const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
    return { ...transformed, schema: { ...transformed.schema, body } };
  };
}
