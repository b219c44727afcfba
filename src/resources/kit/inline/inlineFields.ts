import type { Validator } from 'react-admin';
import { writableFields, type ResourceDeclaration, type TextField } from '../../../../contract/declaration';
import { validatorsOf } from '../validation';

/** One field edited on an inline list (`name`, `title`, a language's `code`): a short text field. */
export interface InlineField {
  source: string;
  field: TextField;
  validate: Validator[];
}

/** The fields an inline list adds and renames: the label first, then the other writable text fields (a position keeps its place). */
export function inlineFieldsOf(declaration: ResourceDeclaration): InlineField[] {
  const { name, labelField } = declaration;
  const texts = writableFields(declaration).flatMap((source) => {
    const field = declaration.fields[source];
    return field?.kind === 'text' ? [{ source, field, validate: validatorsOf(name, field, () => '') }] : [];
  });
  return [...texts.filter((each) => each.source === labelField), ...texts.filter((each) => each.source !== labelField)];
}

const byCase = { lower: (text: string) => text.toLowerCase(), upper: (text: string) => text.toUpperCase() };

/** What an inline input sends for a field: trimmed, in the declared case. */
export const sentText = (field: TextField, value: unknown): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  return field.case ? byCase[field.case](text) : text;
};
