import { peopleStatusLabels, type ListColumn } from '../listStart';
import type { FieldDeclaration } from '../../../contract/declaration';

/**
 * The column a declared field makes in a hand-written list's description (its listView.ts, which the
 * entry reads too, so this stays free of React): an amount right-aligned in money, a people status
 * as its chip, another choice by its label, a date as a day, anything else as text; sortable where
 * the field is declared so.
 */
export function declaredColumn(resource: string, source: string, field: FieldDeclaration): ListColumn {
  const sortable = field.sort ? {} : { sortable: false };
  switch (field.kind) {
    case 'money':
      return { source, kind: 'money', align: 'right', ...sortable };
    case 'choice':
      if (field.labels === peopleStatusLabels) return { source, kind: 'status', ...sortable };
      return { source, kind: 'choice', choices: { labels: field.labels ?? `resources.${resource}.values.${source}`, values: field.values }, ...sortable };
    case 'date':
    case 'dateTime':
      return { source, kind: 'day', ...sortable };
    default:
      return { source, ...sortable };
  }
}
