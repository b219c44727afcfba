import type { ResourceDeclaration } from '../../contract/declaration.js';

/** A resource's texts in one language, as far as its field labels go (its folder's messages.ts and translations.ts). */
export interface FieldLabelTexts {
  fields?: Record<string, string>;
}

const byDeclaration = new WeakMap<ResourceDeclaration, Record<string, string[]>>();

/** Keeps each field's labels in every language the resource's folder has texts in (English first). */
export function rememberFieldLabels(declaration: ResourceDeclaration, catalogues: Array<FieldLabelTexts | undefined>): void {
  const labels: Record<string, string[]> = {};
  for (const name of Object.keys(declaration.fields)) {
    labels[name] = catalogues.flatMap((catalogue) => (typeof catalogue?.fields?.[name] === 'string' ? [catalogue.fields[name]] : []));
  }
  byDeclaration.set(declaration, labels);
}

/** A field's labels in the four languages, as staff read them above its column or input ("ISO code", "ISO-Code", ...). */
export const fieldLabelsOf = (declaration: ResourceDeclaration, field: string): readonly string[] => byDeclaration.get(declaration)?.[field] ?? [];
