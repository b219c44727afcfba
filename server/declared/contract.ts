import { z } from 'zod';
import { bodyId, envelope, isoDateTime, listEnvelope, removeBody, removedEnvelope } from '../../contract/common.js';
import { bulkActionsOf, summaryFields, writableFields, type FieldDeclaration, type ResourceDeclaration } from '../../contract/declaration.js';
import { recordNoun, recordsNoun, validationText } from './englishTexts.js';
import { fieldInput, fieldOutput } from './fieldSchemas.js';
import { updateHeaders } from './ifMatch.js';
import { filterInput, listQueryOf } from './listQuery.js';
import { usesOf } from './uses.js';

/** The zod schemas of a declared resource's calls, built from its declaration. */
export interface DeclaredContract {
  record: z.ZodObject;
  /** A record as the list call answers it (summaryFields: no long text or HTML unless listed). */
  listItem: z.ZodObject;
  recordEnvelope: z.ZodType;
  listQuery: z.ZodType;
  listEnvelope: z.ZodType;
  createBody: z.ZodType;
  /** The fields of an update (partial, at least one). */
  updateBody: z.ZodType;
  /** The same with the record's `id` (an update call without {id} in its path). */
  updateBodyWithId: z.ZodType;
  removeBody: typeof removeBody;
  removedEnvelope: typeof removedEnvelope;
  bulkBody: z.ZodType;
  /** The If-Match header of an update: the `updatedAt` the record was read at. */
  updateHeaders: z.ZodType;
  publicQuery: z.ZodType;
  publicEnvelope: z.ZodType;
}

/** An update body that says at least one thing to change (`besides`: keys that change nothing by themselves, as an update's `id`). */
export const atLeastOne = <T extends z.ZodObject>(schema: T, besides: string[] = []) => {
  const wanted = (key: string) => !besides.includes(key);
  const names = Object.keys(schema.shape).filter(wanted);
  // The document's least number of properties: one to change, beside those of `besides` that are always sent.
  const alwaysSent = besides.filter((key) => !(schema.shape[key] as z.ZodType).safeParse(undefined).success);
  return schema
    .refine((body: object) => Object.keys(body).some(wanted), `Send at least one of ${names.join(', ')}`)
    .meta({ minProperties: alwaysSent.length + 1 });
};

const hasDefault = (field: FieldDeclaration): field is FieldDeclaration & { default: NonNullable<unknown> } => 'default' in field && field.default !== undefined;

/** A field's input schema, with its pattern's message in the resource's English (its messages.ts). */
function inputOf(declaration: ResourceDeclaration, name: string) {
  const field = declaration.fields[name]!;
  return fieldInput(name, field, {
    recordNoun: recordNoun(declaration),
    patternMessage: field.kind === 'text' && field.pattern ? validationText(declaration, field.pattern.message) : undefined,
  });
}

/** Whether the API may take and answer null for a field: one neither required nor with a default may be empty (a group of links never is: '' per key). */
export const mayBeNull = (field: FieldDeclaration): boolean => !field.required && !hasDefault(field) && field.kind !== 'links';

/** Which fields a shape has, and which of them may be null (default: `mayBeNull`). */
export interface ShapeOptions {
  fields?: readonly string[];
  nullable?: (field: FieldDeclaration) => boolean;
}

/** The create body's fields (default: every writable field). */
export function createShape(declaration: ResourceDeclaration, { fields = writableFields(declaration, 'create'), nullable = mayBeNull }: ShapeOptions = {}): Record<string, z.ZodType> {
  return Object.fromEntries(
    fields.map((name) => {
      const field = declaration.fields[name]!;
      const input = inputOf(declaration, name);
      // Left out, a position is the end of the order (service.ts).
      if (field.kind === 'integer' && field.position) return [name, input.optional()];
      // A field with a default always has a value: left out, it takes the default; it is never null.
      if (hasDefault(field)) return [name, input.default(field.default)];
      if (field.required) return [name, input];
      return [name, (nullable(field) ? input.nullable() : input).optional()];
    }),
  );
}

/** The update body's fields, each optional (default: every writable field). */
export function updateShape(declaration: ResourceDeclaration, { fields = writableFields(declaration, 'update'), nullable = mayBeNull }: ShapeOptions = {}): Record<string, z.ZodType> {
  return Object.fromEntries(
    fields.map((name) => {
      const input = inputOf(declaration, name);
      return [name, (nullable(declaration.fields[name]!) ? input.nullable() : input).optional()];
    }),
  );
}

/** The fields as the API answers them (default: every field). */
export function outputShape(declaration: ResourceDeclaration, { fields = Object.keys(declaration.fields), nullable = mayBeNull }: ShapeOptions = {}): Record<string, z.ZodType> {
  return Object.fromEntries(fields.map((name) => [name, fieldOutput(declaration.fields[name]!, { nullable: nullable(declaration.fields[name]!) })]));
}

function recordSchema(declaration: ResourceDeclaration): z.ZodObject {
  const users = usesOf(declaration).map(({ resource }) => recordsNoun(resource));
  const usage = users.length > 0 ? { usageCount: z.number().int().describe(`How many ${users.join(' and ')} use the record; one in use cannot be removed`) } : {};
  const created = declaration.singleton ? {} : { createdAt: isoDateTime };
  return z.object({ id: z.number().int(), ...outputShape(declaration), ...usage, ...created, updatedAt: isoDateTime });
}

function publicSchemas(declaration: ResourceDeclaration, record: z.ZodObject) {
  const read = declaration.publicRead;
  const audience = read?.audienceField ? declaration.fields[read.audienceField] : undefined;
  const keyQuery = read?.key ? { [read.key]: z.string().trim().min(1, `Give the ${read.key}`).max(200) } : {};
  const query = z.object({ ...(audience && read?.audienceField ? { [read.audienceField]: filterInput(audience).optional() } : {}), ...keyQuery }).strict();
  const item = z.object(Object.fromEntries((read?.fields ?? []).map((name) => [name, record.shape[name]!])));
  return { query, envelope: envelope(read?.key ? item : z.object({ items: z.array(item) })) };
}

function build(declaration: ResourceDeclaration): DeclaredContract {
  const record = recordSchema(declaration);
  const listed = new Set(['id', ...summaryFields(declaration), 'usageCount', 'createdAt', 'updatedAt']);
  const listItem = record.pick(Object.fromEntries(Object.keys(record.shape).filter((key) => listed.has(key)).map((key) => [key, true])) as Record<string, true>);
  const create = z.object(createShape(declaration)).strict();
  const update = z.object(updateShape(declaration)).strict();
  const actions = bulkActionsOf(declaration) as [string, ...string[]];
  const publicRead = publicSchemas(declaration, record);
  return {
    record,
    listItem,
    recordEnvelope: envelope(record),
    listQuery: listQueryOf(declaration),
    listEnvelope: listEnvelope(listItem),
    createBody: create,
    updateBody: atLeastOne(update),
    updateBodyWithId: atLeastOne(update.extend({ id: bodyId }), ['id']),
    removeBody,
    removedEnvelope,
    bulkBody: z.object({ action: z.enum(actions, { message: `Choose one of ${actions.join(', ')}` }), ids: z.array(bodyId).min(1).max(500) }).strict(),
    updateHeaders,
    publicQuery: publicRead.query,
    publicEnvelope: publicRead.envelope,
  };
}

const built = new WeakMap<ResourceDeclaration, DeclaredContract>();

/** A declaration's contract, built once. */
export function contractOf(declaration: ResourceDeclaration): DeclaredContract {
  let contract = built.get(declaration);
  if (!contract) built.set(declaration, (contract = build(declaration)));
  return contract;
}
