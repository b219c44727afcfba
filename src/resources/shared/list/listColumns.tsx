import type { ReactElement } from 'react';
import { DataTable, useFieldValue, useTranslate, type RaRecord } from 'react-admin';
import { choiceKey, countOfItems, type ColumnKind, type ListColumn } from '../../listStart';
import { DayField, MoneyField, NumberValue, StatusField } from '../people/fields';

/** A choice's label in the admin's language (its value when it has no translation). */
function ChoiceField({ column }: { column: ListColumn }) {
  const translate = useTranslate();
  const value = useFieldValue({ source: column.source }) as unknown;
  const key = choiceKey(column, value);
  return key === undefined ? null : <>{translate(key, { _: String(value ?? '') })}</>;
}

/**
 * The field each kind of value is shown with (text and email addresses are shown as they are, a
 * count by `render`; yes or no, texts and `other` are a declared list's, drawn by its own fields). An address is no mail link in a row: the row's own link is
 * its one Tab stop (RowLinks.tsx), and the detail screen links the address.
 */
const fields: Partial<Record<ColumnKind, (column: ListColumn) => ReactElement>> = {
  status: ({ source }) => <StatusField source={source} />,
  choice: (column) => <ChoiceField column={column} />,
  money: ({ source }) => <MoneyField source={source} />,
  number: ({ source, decimals }) => <NumberValue source={source} {...(decimals === undefined ? {} : { decimals })} />,
  day: ({ source }) => <DayField source={source} />,
  dayTime: ({ source }) => <DayField source={source} showTime />,
};

const countOf = (source: string) => (record: RaRecord) => countOfItems(record[source]);

/**
 * react-admin's table columns for a list's described columns (its `listView.ts`), the same
 * description the entry draws the first screen with (src/firstScreen/FirstListPreview.tsx).
 */
export function listColumns(columns: readonly ListColumn[]) {
  return columns.map((column) => {
    const { source, kind = 'text', label, align, sortable } = column;
    const field = fields[kind];
    return (
      <DataTable.Col key={source} source={source} label={label} align={align} disableSort={sortable === false} render={kind === 'count' ? countOf(source) : undefined}>
        {field?.(column)}
      </DataTable.Col>
    );
  });
}
