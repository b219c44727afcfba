import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ExportColumnSpec } from '../export/ExportCsvButton';
import type { FilterProps } from '../people/filters/filterProps';

/**
 * What a list's toolbar needs beyond the rows: its filter inputs and its CSV export. A list declares
 * them in a module of their own, loaded alongside (not before) its first rows, so the inputs stay
 * out of the JS needed to show a list (docs/performance.md).
 */
export interface ListTools<R extends RaRecord> {
  /** The filter inputs of `filters/` (search, select, number, date...), each with a key. */
  useFilters: () => ReactElement<FilterProps>[];
  /** The CSV export's columns: item fields with the translation keys of their headings and values. */
  exportColumns: Array<ExportColumnSpec & { field: keyof R & string }>;
}

export interface ListToolbarProps<R extends RaRecord> {
  tools: ListTools<R>;
  storeKey: string;
  isSmall: boolean;
  addPath?: string | undefined;
}
