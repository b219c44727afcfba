import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/** Schema kinds that hold no other schema and act the same in both directions. */
const neutralLeaves = new Set([
  'string', 'number', 'int', 'boolean', 'bigint', 'symbol', 'null', 'undefined', 'void', 'never', 'any', 'unknown',
  'date', 'enum', 'literal', 'nan', 'template_literal', 'file', 'custom',
]);

/** The schemas inside a container schema; undefined for a kind not known to be direction-neutral. */
function innerSchemas(def: Record<string, unknown> & { type: string }): unknown[] | undefined {
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape as Record<string, unknown>), def.catchall];
    case 'array':
      return [def.element];
    case 'union':
      return def.options as unknown[];
    case 'intersection':
      return [def.left, def.right];
    case 'record':
    case 'map':
      return [def.keyType, def.valueType];
    case 'set':
      return [def.valueType];
    case 'tuple':
      return [...(def.items as unknown[]), def.rest];
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return [def.innerType];
    default:
      return undefined;
  }
}

/**
 * True when encoding a value with the schema gives the same result as parsing it: the schema has
 * no transform, pipe, codec, default, prefault or catch anywhere (those act by direction), nor
 * lazy or other kinds this does not know.
 */
export function isDirectionNeutral(schema: $ZodType, visiting = new Set<$ZodType>()): boolean {
  // A recursive schema (a tree) meets itself again: the walk that is already on it decides.
  if (visiting.has(schema)) return true;
  visiting.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (neutralLeaves.has(def.type)) return true;
  const inner = innerSchemas(def);
  return inner !== undefined && inner.every((each) => each === undefined || (each instanceof $ZodType && isDirectionNeutral(each, visiting)));
}

/**
 * fastify-type-provider-zod's serializer, faster for the usual response schema. The library
 * encodes every response (`safeEncode`), and zod's encode runs each schema with checks twice (a
 * check-free pass first); for a schema where encoding and parsing agree, `safeParse` gives the same
 * result (unknown fields stripped, any mismatch refused) in about half the time, through zod's
 * compiled object parser. Other schemas keep `safeEncode`; a mismatch is still a
 * ResponseSerializationError, which the error handler logs and answers as a 500.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const { schema, method, url } = routeSchema as { schema: unknown; method: string; url: string };
  if (!(schema instanceof $ZodType)) return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
  const check = responseCheck(schema, method, url);
  return (data) => JSON.stringify(check(data));
};

/** The check of an answer against its schema (as `serializerCompiler` chooses it): the checked value, or a ResponseSerializationError. */
export function responseCheck(schema: $ZodType, method: string, url: string): (data: unknown) => unknown {
  const check = isDirectionNeutral(schema) ? safeParse : safeEncode;
  return (data) => {
    const result = check(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
}
