import { DataTable, EmailField, type RaRecord } from 'react-admin';
import type { ListColumn } from '../../listStart';
import { DayField, MoneyField, StatusField } from '../people/fields';

/** A click on the email link opens the mail program, not the row's record as well. */
const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

const countOf = (source: string) => (record: RaRecord) => {
  const value: unknown = record[source];
  return Array.isArray(value) ? value.length : null;
};

/**
 * react-admin's table columns for a list's described columns (its `listStart.ts`), the same
 * description the entry draws the first screen with (src/firstScreen/FirstListPreview.tsx).
 */
export function listColumns(columns: readonly ListColumn[]) {
  return columns.map(({ source, kind = 'text', label, align, sortable }) => {
    const shared = { source, label, align, disableSort: sortable === false };
    switch (kind) {
      case 'email':
        return (
          <DataTable.Col key={source} {...shared}>
            <EmailField source={source} onClick={stopRowClick} />
          </DataTable.Col>
        );
      case 'status':
        return (
          <DataTable.Col key={source} {...shared}>
            <StatusField source={source} />
          </DataTable.Col>
        );
      case 'money':
        return (
          <DataTable.Col key={source} {...shared}>
            <MoneyField source={source} />
          </DataTable.Col>
        );
      case 'day':
        return (
          <DataTable.Col key={source} {...shared}>
            <DayField source={source} />
          </DataTable.Col>
        );
      case 'count':
        return <DataTable.Col key={source} {...shared} render={countOf(source)} />;
      default:
        return <DataTable.Col key={source} {...shared} />;
    }
  });
}
