import type { FieldDeclaration } from '../../../src/resources/kit/declaration';

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
    case 'text':
      if (field.pattern) {
        const pattern = new RegExp(`^(?:${field.pattern.regex})$`, field.case ? 'i' : '');
        return ['x', 'xy', 'xy-AB', 'x1', '1'].find((candidate) => pattern.test(candidate));
      }
      return 'x'.repeat(Math.max(field.min ?? 1, 1));
    default:
      return 'x'.repeat(Math.max(field.kind === 'html' ? 1 : (field.min ?? 1), 1));
  }
}
