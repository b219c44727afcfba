import type { ReactElement } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { countOfItems, type ColumnKind, type ListColumn } from '../../listStart';
import { DayField, MoneyField, StatusField } from '../people/fields';

/**
 * The field each kind of value is shown with (text and email addresses are shown as they are, a
 * count by `render`). An address is no mail link in a row: the row's own link is its one Tab stop
 * (RowLinks.tsx), and the detail screen links the address.
 */
const fields: Partial<Record<ColumnKind, (source: string) => ReactElement>> = {
  status: (source) => <StatusField source={source} />,
  money: (source) => <MoneyField source={source} />,
  day: (source) => <DayField source={source} />,
};

const countOf = (source: string) => (record: RaRecord) => countOfItems(record[source]);

/**
 * react-admin's table columns for a list's described columns (its `listView.ts`), the same
 * description the entry draws the first screen with (src/firstScreen/FirstListPreview.tsx).
 */
export function listColumns(columns: readonly ListColumn[]) {
  return columns.map(({ source, kind = 'text', label, align, sortable }) => {
    const field = fields[kind];
    return (
      <DataTable.Col key={source} source={source} label={label} align={align} disableSort={sortable === false} render={kind === 'count' ? countOf(source) : undefined}>
        {field?.(source)}
      </DataTable.Col>
    );
  });
}
