import { z } from 'zod';
import { bodyId, isoDateTime } from '../../contract/common.js';
import { withDecimals } from '../../contract/decimals.js';
import { isoDay, isoInstant } from '../../contract/isoDates.js';
import { email, spaced } from '../../contract/text.js';
import { isHttpsAddress } from '../../contract/webAddress.js';
import type { FieldDeclaration, LinksField, TextField } from '../../contract/declaration.js';
import { DECIMAL_PRECISION } from './ddl.js';
import { flaglessPattern } from './flaglessPattern.js';
import { spoken } from './naming.js';

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

function bounded(schema: z.ZodNumber, min: number, max: number) {
  return schema.min(min, `Use ${min} or more`).max(max, `Use at most ${max}`);
}

/**
 * Text as people type it (contract/text.ts): checked as sent, then trimmed and put in the declared
 * case; an optional field without a default left empty is stored as none (null), so it never
 * clashes with a unique one.
 */
function textInput(name: string, field: Pick<TextField, 'max' | 'min' | 'required' | 'pattern' | 'case' | 'default'> & { kind: string }, texts: FieldTexts) {
  let sent = z.string().max(field.max, `Use at most ${field.max} characters`);
  // "Enter the level name": a bare "name" says too little.
  const enter = `Enter the ${name === 'name' && texts.recordNoun ? `${texts.recordNoun} name` : spoken(name)}`;
  if (field.required) sent = sent.min(1, enter).regex(/\S/, enter);
  // Short text is one line (a subject, a name): a line break would break mail headers and lists. A pattern says for itself.
  if (field.kind === 'text' && !field.pattern) sent = sent.regex(/^[^\r\n]*$/, `The ${spoken(name)} must be a single line`);
  if (field.pattern) {
    sent = sent.regex(spaced(flaglessPattern(field)!, { optional: !field.required }), texts.patternMessage ?? `This is not a valid ${spoken(name)}`);
  }
  let stored = sent.trim();
  if (field.min) stored = stored.min(field.min, `Use at least ${field.min} characters`);
  if (field.case === 'lower') stored = stored.toLowerCase();
  if (field.case === 'upper') stored = stored.toUpperCase();
  return field.required || field.default !== undefined ? stored : stored.transform((value) => (value === '' ? null : value));
}

/** Each link as sent: a full https:// address or '' (surrounding spaces removed); the keys left out keep their value. */
function linksInput(field: LinksField) {
  const maxLength = field.maxLength ?? 300;
  const link = z
    .string()
    .max(maxLength, `Use at most ${maxLength} characters`)
    .trim()
    .refine((value) => value === '' || isHttpsAddress(value), 'Use a full https:// address, or leave it empty');
  return z.object(Object.fromEntries(field.keys.map((key) => [key, link]))).partial().strict();
}

/** The English of a resource that a field's messages use (from its messages.ts, see englishTexts.ts). */
export interface FieldTexts {
  /** "level": one record of the resource. */
  recordNoun?: string;
  /** The text of a text pattern's message. */
  patternMessage?: string | undefined;
}

/** What a client may send for a field (null and absence are the caller's business, see contract.ts). */
export function fieldInput(name: string, field: FieldDeclaration, texts: FieldTexts = {}): z.ZodType {
  switch (field.kind) {
    case 'text':
      return field.email ? email : textInput(name, field, texts);
    case 'longText':
    case 'html':
      return textInput(name, field, texts);
    case 'integer':
      return bounded(z.number().int('Use a whole number'), field.min ?? INT_MIN, field.max ?? INT_MAX);
    case 'money':
      return bounded(z.number().int('Use a whole number of cents'), field.min ?? 0, field.max ?? INT_MAX);
    case 'decimal': {
      const limit = 10 ** (DECIMAL_PRECISION - field.scale) - 10 ** -field.scale;
      return withDecimals(
        bounded(z.number(), field.min ?? -limit, field.max ?? limit),
        field.scale,
        field.scale === 0 ? 'Use a whole number' : `Use at most ${field.scale} digits after the point`,
      );
    }
    case 'boolean':
      return z.boolean({ message: 'Use true or false' });
    case 'date':
      return isoDay();
    case 'dateTime':
      return isoInstant();
    case 'choice':
      return z.enum(field.values as [string, ...string[]], { message: `Choose one of ${field.values.join(', ')}` });
    case 'reference':
      return bodyId;
    case 'references':
      return z.array(bodyId).max(field.max ?? 100, `Choose at most ${field.max ?? 100}`);
    case 'texts': {
      const maxLength = field.maxLength ?? 100;
      const each = z.string().trim().min(1, 'Leave no entry empty').max(maxLength, `Use at most ${maxLength} characters in each`);
      return z.array(each).max(field.max ?? 50, `Give at most ${field.max ?? 50}`);
    }
    case 'links':
      return linksInput(field);
  }
}

/** A field as the API answers it: null only where it may be empty (`nullable`: not required and without a default). */
export function fieldOutput(field: FieldDeclaration, { nullable }: { nullable: boolean }): z.ZodType {
  const value = ((): z.ZodType => {
    switch (field.kind) {
      case 'integer':
      case 'money':
      case 'reference':
        return z.number().int();
      case 'decimal':
        return z.number();
      case 'boolean':
        return z.boolean();
      case 'date':
        return z.string().describe('A calendar day, YYYY-MM-DD');
      case 'dateTime':
        return isoDateTime;
      case 'choice':
        return z.enum(field.values as [string, ...string[]]);
      case 'references':
        return z.array(z.number().int());
      case 'texts':
        return z.array(z.string());
      case 'links':
        return z.object(Object.fromEntries(field.keys.map((key) => [key, z.string()])));
      default:
        return z.string();
    }
  })();
  return nullable ? value.nullable() : value;
}
