import type { ReactElement } from 'react';
import { DataTable, EmailField, type RaRecord } from 'react-admin';
import { countOfItems, type ColumnKind, type ListColumn } from '../../listStart';
import { DayField, MoneyField, StatusField } from '../people/fields';

/** A click on the email link opens the mail program, not the row's record as well. */
const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** The field each kind of value is shown with (text is shown as it is, a count by `render`). */
const fields: Partial<Record<ColumnKind, (source: string) => ReactElement>> = {
  email: (source) => <EmailField source={source} onClick={stopRowClick} />,
  status: (source) => <StatusField source={source} />,
  money: (source) => <MoneyField source={source} />,
  day: (source) => <DayField source={source} />,
};

const countOf = (source: string) => (record: RaRecord) => countOfItems(record[source]);

/**
 * react-admin's table columns for a list's described columns (its `listStart.ts`), the same
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
