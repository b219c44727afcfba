import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

type Document = OpenAPIV3_1.Document;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operationKey = (method: string, url: string) => `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

/**
 * The OpenAPI transforms of server/app.ts: fastify-type-provider-zod's, plus two corrections.
 * @fastify/swagger marks every request body required, so a body the route's schema lets the
 * caller leave out is marked optional; and components no operation refers to (the unused input
 * twin of a named output schema) are left out.
 */
export function openapiTransforms(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  const optionalBodies = new Set<string>();
  const transform: SwaggerTransform = (input) => {
    const body = input.schema.body;
    if (body instanceof z.ZodType && body.safeParse(undefined).success) {
      for (const method of [input.route.method].flat()) optionalBodies.add(operationKey(method, input.url));
    }
    return jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  };
  const transformObject: SwaggerTransformObject = (input) => {
    const document = jsonSchemaTransformObject(input as Parameters<typeof jsonSchemaTransformObject>[0]) as Document;
    for (const [url, item] of Object.entries(document.paths ?? {})) {
      for (const method of methods) {
        const requestBody = item?.[method]?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        if (requestBody && optionalBodies.has(operationKey(method, url))) requestBody.required = false;
      }
    }
    return withoutUnusedSchemas(document);
  };
  return { transform, transformObject };
}

function withoutUnusedSchemas(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [JSON.stringify({ ...document, components: { ...document.components, schemas: {} } })];
  while (pending.length > 0) {
    for (const [, name] of pending.pop()!.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!) || !schemas[name!]) continue;
      used.add(name!);
      pending.push(JSON.stringify(schemas[name!]));
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
