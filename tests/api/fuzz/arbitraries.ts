import fc from 'fast-check';
import { z } from 'zod';
import { multipartBody } from '../../helpers/people.js';

/** What an attacker or a broken client sends: injection fragments, odd Unicode, absurd numbers, huge strings. */
export const sqlFragments = ["' OR '1'='1", "1; DROP TABLE accounts; --", "'); DELETE FROM pages; --", '" OR 1=1 --', '%', '_', '\\', "1' UNION SELECT password_hash FROM accounts --"];
export const htmlFragments = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="//evil.example"></iframe>',
];
const oddStrings = ['', ' ', '\u0000', '\u202e\u0041', 'a\u0301', '𝕏𝕐', '🙂'.repeat(40), '\ud800', '__proto__', 'constructor', 'null', 'NaN', 'Infinity', '-1', '0', '1e309', '2147483648', '9007199254740993'];
export const HUGE = 'x'.repeat(100 * 1024);

export const hostileString = fc.oneof(
  fc.constantFrom(...sqlFragments, ...htmlFragments, ...oddStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 201, maxLength: 600 }),
  fc.constant(HUGE),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** The input JSON Schema of a zod schema (what the route accepts before transforms). */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values shaped like the schema asks (most valid, near the limits), each field sometimes replaced by a hostile one. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = [schema.type ?? 'any'].flat().filter((name) => name !== 'null');
  const nullable = [schema.type].flat().includes('null');
  const shaped = shapedValue(schema, type[0] ?? 'any', depth);
  return nullable ? fc.oneof({ weight: 4, arbitrary: shaped }, fc.constant(null)) : shaped;
}

function shapedValue(schema: JsonSchema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time' || schema.format === 'date') return fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, 300);
      return fc.oneof(fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) }), fc.string({ unit: 'grapheme', minLength, maxLength }));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      const safeMin = Math.max(min, Number.MIN_SAFE_INTEGER);
      const safeMax = Math.min(max, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min: Math.max(safeMin, -(2 ** 31)), max: Math.min(safeMax, 2 ** 31 - 1) }), fc.constantFrom(safeMin, safeMax));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fieldValue(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return objectOf(schema, depth);
    default:
      return hostileValue;
  }
}

/** A field: usually shaped by its schema, sometimes hostile. */
const fieldValue = (schema: JsonSchema | undefined, depth: number) => fc.oneof({ weight: 3, arbitrary: fromSchema(schema, depth) }, { weight: 1, arbitrary: hostileValue });

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fieldValue(value, depth + 1)]));
  const known = fc.record(properties, { requiredKeys: [] });
  const extra = fc.option(fc.tuple(fc.constantFrom('unknownField', 'isAdmin', 'userType', '__proto__', 'id', 'constructor'), hostileValue), { freq: 5 });
  return fc.tuple(known, extra).map(([fields, extraField]) => (extraField ? { ...fields, [extraField[0]]: extraField[1] } : fields));
}

/** A whole body that is not even an object of the right shape. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(hostileValue, fc.constant({}), fc.constant([]), fc.jsonValue({ maxDepth: 3 }));

export interface EncodedBody {
  payload?: string | Buffer;
  headers: Record<string, string>;
  encoding: string;
}

/** How a body goes over the wire: mostly JSON, sometimes another content type or broken JSON. */
export function encode(body: unknown, encoding: string): EncodedBody {
  const json = JSON.stringify(body) ?? 'null';
  switch (encoding) {
    case 'json':
      return { encoding, payload: json, headers: { 'content-type': 'application/json' } };
    case 'text':
      return { encoding, payload: json, headers: { 'content-type': 'text/plain' } };
    case 'form':
      return { encoding, payload: 'email=a%40b.c&password=x&id=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'xml':
      return { encoding, payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', headers: { 'content-type': 'application/xml' } };
    case 'broken-json':
      return { encoding, payload: json.slice(0, Math.max(1, Math.floor(json.length / 2))), headers: { 'content-type': 'application/json' } };
    case 'oversize':
      return { encoding, payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }), headers: { 'content-type': 'application/json' } };
    case 'proto-json':
      return { encoding, payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', headers: { 'content-type': 'application/json' } };
    case 'multipart': {
      const fields = typeof body === 'object' && body && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(JSON.stringify(v)).slice(0, 500)])) : { field: json.slice(0, 500) };
      const form = multipartBody(fields, [{ field: 'photo', filename: 'x.png', contentType: 'image/png', bytes: Buffer.from(json.slice(0, 2000)) }]);
      return { encoding, payload: form.payload, headers: form.headers };
    }
    default:
      return { encoding, headers: {} };
  }
}

export const encodings = fc.constantFrom('json', 'json', 'json', 'json', 'json', 'json', 'text', 'form', 'xml', 'broken-json', 'proto-json', 'oversize', 'multipart', 'none');

/** Path ids: real small ids (records exist) and every kind of bad one. */
export const pathId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', '1e3', ' 1', '0x10', 'null', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(700)),
  hostileString.map((s) => s.slice(0, 200)),
).filter((id) => id.length > 0); // an empty id would address the list route (trailing slashes are ignored)

/** Query values: shaped by the schema or hostile; page and limit get absurd values too. */
export function queryOf(schema: JsonSchema | undefined): fc.Arbitrary<Array<[string, string]>> {
  const keys = Object.keys(schema?.properties ?? {});
  const absurd = fc.constantFrom('0', '-1', '1e9', '99999999999', '1.5', 'abc', '', ' ', '[]', 'NaN', 'Infinity');
  const value = (key: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fromSchema(schema?.properties?.[key]).map(stringify) },
      { weight: 1, arbitrary: ['page', 'limit'].includes(key) ? absurd : hostileString.map((s) => s.slice(0, 2000)) },
    );
  const pairs = keys.map((key) => fc.option(value(key).map((v): [string, string] => [key, v]), { freq: 2 }));
  const extra = fc.option(fc.tuple(fc.constantFrom('unknown', 'page', 'sort', 'limit', '__proto__', 'filter[id]'), hostileString.map((s) => s.slice(0, 200))), { freq: 4 });
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, extraPair]) => [
    ...chosen.filter((pair): pair is [string, string] => pair !== null),
    ...(extraPair ? [extraPair] : []),
  ]);
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
