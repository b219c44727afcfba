import { resourceMessages } from '../../i18n/extensions';
import { declarationOf } from '../declared';
import { subsetCreateOf, valueLabelsKey, type FieldDeclaration, type ResourceDeclaration } from '../../../contract/declaration';
import { fieldLabel } from '../kit/useDeclaration';
import type { FieldChange, ValueKind } from './auditDiff';

const choice = (labels: string): ValueKind => ({ kind: 'choice', labels });
const hidden: ValueKind = { kind: 'hidden' };

/** In every snapshot: the record's own ids, timestamps that move on every save, counts derived from other records, secrets. */
const internal = new Set(['id', 'uid', 'createdAt', 'updatedAt', 'usageCount', 'tutorCount', 'passwordHash', 'sessionVersion']);

function declaredKind(declaration: ResourceDeclaration, name: string, field: FieldDeclaration): ValueKind | undefined {
  switch (field.kind) {
    case 'choice':
      return choice(valueLabelsKey(declaration, name));
    case 'money':
      return field.currencyField ? { kind: 'money', currencyField: field.currencyField } : { kind: 'money' };
    case 'html':
    case 'date':
    case 'dateTime':
      return { kind: field.kind };
    default:
      // A decimal reads as the number it is, as it was typed ("15 → 12.5"), like every number here.
      return undefined;
  }
}

/**
 * What a snapshot may hold beside a reference: the referenced records' names (a tutor's `subjects`
 * beside `subjectIds`, `statusChangedByName` beside `statusChangedById`), which the history names
 * from the ids itself.
 */
function namesBeside(name: string, field: FieldDeclaration): string[] {
  if (field.kind === 'reference' && name.endsWith('Id')) return [`${name.slice(0, -2)}Name`];
  if (field.kind === 'references' && name.endsWith('Ids')) return [`${name.slice(0, -3)}s`];
  return [];
}

function kindsOf(resource: string): Record<string, ValueKind> {
  const declaration = declarationOf(resource);
  if (!declaration) return {};
  // What every record of the resource holds by definition (a tutor's account type) tells nothing.
  const fixed = Object.keys(subsetCreateOf(declaration).fixed ?? {}).map((name) => [name, hidden] as const);
  return Object.fromEntries([
    ...fixed,
    ...Object.entries(declaration.fields).flatMap(([name, field]) => {
      const kind = declaredKind(declaration, name, field);
      return [...(kind ? [[name, kind] as const] : []), ...namesBeside(name, field).map((beside) => [beside, hidden] as const)];
    }),
  ]);
}

/** The fields in the order the resource's texts list their labels (the screens' order). */
function labelOrder(resource: string): string[] {
  const labels = (resourceMessages[resource] as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  return Object.entries(labels).flatMap(([name, label]) => (typeof label === 'object' && label !== null ? Object.keys(label).map((key) => `${name}.${key}`) : [name]));
}

/**
 * The order changes are listed in: a declared resource's fields as declared, another's as its texts
 * list their labels. A snapshot field the declaration does not name (a tutor's `statusChangedByName`)
 * goes before the declared field its texts list next. Snapshots are stored as jsonb, which keeps no key order.
 */
function fieldOrder(resource: string): string[] {
  const labelled = labelOrder(resource);
  const declaration = declarationOf(resource);
  if (!declaration) return labelled;
  const order = Object.keys(declaration.fields);
  labelled.forEach((field, index) => {
    if (order.includes(field)) return;
    const next = labelled.slice(index + 1).find((later) => declaration.fields[later] !== undefined);
    order.splice(next === undefined ? order.length : order.indexOf(next), 0, field);
  });
  return order;
}

/** "resolvedById" -> "Resolved by", "socialLinks.x" -> "Social links x": a field that has no label. */
export function humanised(field: string): string {
  const words = field
    .replace(/(Ids?|Cents)$/, '')
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How one resource's history reads its fields: which to leave out, each one's label and the kind of its values. */
export function historyFieldsOf(resource: string) {
  const kinds = kindsOf(resource);
  const kindOf = (field: string): ValueKind | undefined => kinds[field] ?? (/Cents$/.test(field) ? { kind: 'money' } : undefined);
  const order = fieldOrder(resource);
  const place = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return {
    hidden: (field: string) => internal.has(field) || kindOf(field)?.kind === 'hidden',
    kindOf,
    /** The changes in the screens' order; fields no text names last, as stored. */
    sorted: <T extends FieldChange>(changes: T[]) => [...changes].sort((a, b) => place(a.field) - place(b.field)),
    /** The label the screens use (`resources.<name>.fields.<field>`), one the history keeps for fields no screen shows, or the name in words. */
    label: (field: string, translate: Translate) =>
      translate(fieldLabel(resource, field), { _: translate(`resources.audit.history.fields.${field}`, { _: humanised(field) }) }),
  };
}
