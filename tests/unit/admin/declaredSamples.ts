import { wholePattern, type FieldDeclaration } from '../../../contract/declaration';

/** A valid value of each field kind (within the declared bounds). */
export function sampleValue(field: FieldDeclaration): unknown {
  switch (field.kind) {
    case 'boolean':
      return true;
    case 'integer':
    case 'decimal':
    case 'money':
      return field.min ?? 3;
    case 'choice':
      return field.values[0];
    case 'date':
      return '2026-11-24';
    case 'dateTime':
      return '2026-11-24T09:30:00.000Z';
    case 'reference':
      return 3;
    case 'references':
      return [3];
    case 'texts':
      return ['x'];
    case 'links':
      return { [field.keys[0]!]: 'https://example.test/x' };
    case 'text':
      if (field.email) return 'x@example.test';
      if (field.pattern) {
        const pattern = wholePattern(field)!;
        return ['x', 'xy', 'xy-AB', 'x1', '1', '+1 555 010 0200'].find((candidate) => pattern.test(candidate));
      }
      return 'x'.repeat(Math.max(field.min ?? 1, 1));
    default:
      return 'x'.repeat(Math.max(field.kind === 'html' ? 1 : (field.min ?? 1), 1));
  }
}

/** Two different valid values of a text field as its input shows them once typed (in the field's case). */
export function twoTexts(field: FieldDeclaration): [mine: string, theirs: string] {
  const pattern = field.kind === 'text' ? wholePattern(field) : undefined;
  if (!pattern) return ['My title', 'Their title'];
  const cased = (text: string) => (field.kind === 'text' && field.case === 'upper' ? text.toUpperCase() : field.kind === 'text' && field.case === 'lower' ? text.toLowerCase() : text);
  const valid = ['mine', 'theirs', 'mine1', 'theirs2', 'mine-ab', 'theirs-cd', '12', '34'].map(cased).filter((candidate) => pattern.test(candidate));
  const [mine, theirs] = valid;
  if (!mine || !theirs) throw new Error(`tests/unit/admin/declaredSamples.ts: no two sample values fit the pattern ${pattern}`);
  return [mine, theirs];
}
