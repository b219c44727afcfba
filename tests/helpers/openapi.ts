import type { OpenAPIV3_1 } from 'openapi-types';

/** The text branch of a property the document publishes as text or null (`anyOf`), or the property itself. */
export const stringBranch = (schema: OpenAPIV3_1.SchemaObject): OpenAPIV3_1.SchemaObject =>
  (schema.anyOf?.find((branch) => (branch as OpenAPIV3_1.SchemaObject).type === 'string') ?? schema) as OpenAPIV3_1.SchemaObject;

/** Every pattern a text property must match: its own and those of its `allOf` (zod publishes two regexes so). */
export const patternsOf = (schema: OpenAPIV3_1.SchemaObject): RegExp[] => {
  const text = stringBranch(schema);
  return [text, ...((text.allOf ?? []) as OpenAPIV3_1.SchemaObject[])].flatMap((each) => (each.pattern ? [new RegExp(each.pattern)] : []));
};

/** Whether a text schema takes a value: every pattern it publishes matches, and it is no longer than its maxLength. */
export const textSchemaAllows = (schema: OpenAPIV3_1.SchemaObject, value: string): boolean => {
  const text = stringBranch(schema);
  const parts = [text, ...((text.allOf ?? []) as OpenAPIV3_1.SchemaObject[])];
  return patternsOf(schema).every((pattern) => pattern.test(value)) && parts.every((part) => part.maxLength === undefined || value.length <= part.maxLength);
};
