import { peopleStatusLabels, type ColumnKind, type ListColumn } from '../listStart';
import { listedFields, sortableFields, type FieldDeclaration, type ResourceDeclaration } from '../../../contract/declaration';

const kinds: Record<FieldDeclaration['kind'], ColumnKind> = {
  text: 'text',
  longText: 'text',
  html: 'other',
  integer: 'number',
  decimal: 'number',
  money: 'money',
  boolean: 'yesNo',
  date: 'day',
  dateTime: 'dayTime',
  choice: 'choice',
  reference: 'other',
  references: 'other',
  texts: 'texts',
  links: 'other',
};

/**
 * The column a declared field makes, in a declared list and in a hand-written list's description (its
 * listView.ts); both are read by the entry too, so this stays free of React: a number or an amount
 * right-aligned (an amount in its record's currency), a people status as its chip, another choice by
 * its label; sortable where the field is declared so.
 */
export function declaredColumn(resource: string, source: string, field: FieldDeclaration): ListColumn {
  const sortable = field.sort ? {} : { sortable: false };
  const kind = field.kind === 'choice' && field.labels === peopleStatusLabels ? 'status' : kinds[field.kind];
  const column: ListColumn = { source, kind, ...sortable };
  switch (field.kind) {
    case 'money':
      return { ...column, align: 'right', ...(field.currencyField ? { currencyField: field.currencyField } : {}) };
    case 'integer':
      return { ...column, align: 'right' };
    case 'decimal':
      return { ...column, align: 'right', decimals: field.scale };
    case 'choice':
      return kind === 'status' ? column : { ...column, choices: { labels: field.labels ?? `resources.${resource}.values.${source}`, values: field.values } };
    default:
      return column;
  }
}

/**
 * A declared list's columns, read by its table (DeclaredList.tsx) and by the first screen the entry
 * draws before the admin's code arrives: the listed fields, and the record's own times as a day and
 * its time.
 */
export function declaredColumns(declaration: ResourceDeclaration): ListColumn[] {
  const sortable = new Set(sortableFields(declaration));
  return listedFields(declaration).map((source): ListColumn => {
    const field = declaration.fields[source];
    const sorting = sortable.has(source) ? {} : { sortable: false };
    if (source === 'createdAt' || source === 'updatedAt') return { source, kind: 'dayTime', ...sorting };
    if (!field) return { source, ...sorting };
    const { sortable: _declared, ...column } = declaredColumn(declaration.name, source, field);
    return { ...column, ...sorting };
  });
}

/**
 * The columns of the table DeclaredList draws for a declaration, which the entry draws its first page
 * with; none when another screen draws its list (an inline list, a list screen of its own, a singleton).
 */
export const declaredTableColumns = (declaration: ResourceDeclaration): ListColumn[] | undefined =>
  declaration.singleton || declaration.screens?.list || declaration.list?.inline ? undefined : declaredColumns(declaration);
