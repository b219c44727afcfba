import { writableFields, type ResourceDeclaration } from '../../contract/declaration.js';
import { fieldLabelsOf } from '../declared/fieldLabels.js';

/** A header or label as compared: case, accents, spaces and punctuation aside ("ISO-Code", "iso code" and "isoCode" are one). */
export const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]/gu, '');

/** The fields a file's columns may fill: those a client writes (a group of links is not one cell). */
export const importableFields = (declaration: ResourceDeclaration): string[] =>
  [...new Set([...writableFields(declaration, 'create'), ...writableFields(declaration, 'update')])].filter((name) => declaration.fields[name]!.kind !== 'links');

/**
 * The field each of a file's columns fills, by its header: the field's name or its label in any of
 * the four languages; null for a column that matches none, or a field an earlier column already fills.
 */
export function matchColumns(declaration: ResourceDeclaration, headers: readonly string[]): Array<string | null> {
  const byHeader = new Map<string, string>();
  for (const name of importableFields(declaration)) {
    for (const header of [name, ...fieldLabelsOf(declaration, name)]) if (!byHeader.has(comparable(header))) byHeader.set(comparable(header), name);
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = byHeader.get(comparable(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
