import { resourceMessages } from '../../i18n/extensions';
import { declarationOf } from '../declared';
import type { FieldDeclaration, ResourceDeclaration } from '../kit/declaration';
import { fieldLabel } from '../kit/useDeclaration';
import type { FieldChange, ValueKind } from './auditDiff';

const choice = (labels: string): ValueKind => ({ kind: 'choice', labels });
const hidden: ValueKind = { kind: 'hidden' };

/** Account fields as the people screens label their values (StatusField, the list filters). */
const account: Record<string, ValueKind> = {
  status: choice('app.people.status'),
  approvalStatus: choice('app.people.status'),
  userType: choice('app.people.userType'),
  userRole: choice('app.people.userRole'),
};

/**
 * What the snapshots of the hand-written resources hold (their `recordAudit` calls in
 * server/services/) where the JSON alone does not say how to read it. Dates, yes/no and numbers
 * read from the values themselves, money from the `...Cents` names, and the names of referenced
 * records come with the audit call (server/services/auditNames.ts). Declared resources say it all
 * in their declarations.
 */
const handWritten: Record<string, Record<string, ValueKind>> = {
  // A tutor's snapshot holds its subjects, languages and levels twice: as ids (named by the audit call) and as {id, name}.
  tutors: { ...account, subjects: hidden, languages: hidden, levels: hidden, statusChangedByName: hidden },
  users: account,
  'admin-management': account,
};

/** In every snapshot: the record's own ids, timestamps that move on every save, counts derived from other records, secrets. */
const internal = new Set(['id', 'uid', 'createdAt', 'updatedAt', 'usageCount', 'tutorCount', 'passwordHash', 'sessionVersion']);

function declaredKind(declaration: ResourceDeclaration, name: string, field: FieldDeclaration): ValueKind | undefined {
  switch (field.kind) {
    case 'choice':
      // The keys of the value labels, as kit/useDeclaration.ts `valueLabel` writes them.
      return choice(`resources.${declaration.name}.values.${name}`);
    case 'money':
    case 'html':
    case 'date':
    case 'dateTime':
      return { kind: field.kind };
    default:
      // A decimal reads as the number it is, as it was typed ("15 → 12.5"), like every number here.
      return undefined;
  }
}

function kindsOf(resource: string): Record<string, ValueKind> {
  const declaration = declarationOf(resource);
  if (!declaration) return handWritten[resource] ?? {};
  return Object.fromEntries(
    Object.entries(declaration.fields).flatMap(([name, field]) => {
      const kind = declaredKind(declaration, name, field);
      return kind ? [[name, kind]] : [];
    }),
  );
}

/** The fields in the order the resource's texts list their labels (the screens' order). */
function labelOrder(resource: string): string[] {
  const labels = (resourceMessages[resource] as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  return Object.entries(labels).flatMap(([name, label]) => (typeof label === 'object' && label !== null ? Object.keys(label).map((key) => `${name}.${key}`) : [name]));
}

/**
 * The order changes are listed in: a declared resource's fields as declared, another's as its texts
 * list their labels. A snapshot field the declaration does not name (a report's `resolvedById`)
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
