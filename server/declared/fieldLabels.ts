import type { ResourceDeclaration } from '../../contract/declaration.js';

/** A resource's texts in one language, as far as its labels go (its folder's messages.ts and translations.ts). */
export interface FieldLabelTexts {
  fields?: Record<string, string>;
  /** The labels of a choice field's values (`values.<field>.<value>`). */
  values?: Record<string, Record<string, unknown> | undefined>;
}

interface Labels {
  fields: Record<string, string[]>;
  values: Record<string, Record<string, string[]>>;
}

const byDeclaration = new WeakMap<ResourceDeclaration, Labels>();

const textsOf = (values: Array<unknown>): string[] => values.filter((value): value is string => typeof value === 'string');

/** Keeps each field's labels, and each choice value's, in every language the resource's folder has texts in (English first). */
export function rememberFieldLabels(declaration: ResourceDeclaration, catalogues: Array<FieldLabelTexts | undefined>): void {
  const labels: Labels = { fields: {}, values: {} };
  for (const [name, field] of Object.entries(declaration.fields)) {
    labels.fields[name] = textsOf(catalogues.map((catalogue) => catalogue?.fields?.[name]));
    if (field.kind === 'choice') {
      labels.values[name] = Object.fromEntries(field.values.map((value) => [value, textsOf(catalogues.map((catalogue) => catalogue?.values?.[name]?.[value]))]));
    }
  }
  byDeclaration.set(declaration, labels);
}

/** A field's labels in the four languages, as staff read them above its column or input ("ISO code", "ISO-Code", ...). */
export const fieldLabelsOf = (declaration: ResourceDeclaration, field: string): readonly string[] => byDeclaration.get(declaration)?.fields[field] ?? [];

/** A choice field's values, each with its labels in the four languages ("Everyone", "Alle", ...), where its folder has them. */
export const choiceLabelsOf = (declaration: ResourceDeclaration, field: string): Readonly<Record<string, readonly string[]>> => byDeclaration.get(declaration)?.values[field] ?? {};
