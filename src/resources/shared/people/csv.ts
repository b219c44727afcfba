import type { RaRecord } from 'react-admin';
import { asSpreadsheetText, csvField } from '../../../../contract/spreadsheetText';

/** One readable CSV column: a heading and how to read it from a record. */
export interface CsvColumn<R extends RaRecord = RaRecord> {
  header: string;
  value: (record: R) => string | number | boolean | null | undefined;
}

/** Text from the data kept from running as a formula (numbers and yes/no are the app's own). */
function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return csvField(typeof value === 'string' ? asSpreadsheetText(value) : String(value));
}

export function toCsv<R extends RaRecord>(records: R[], columns: CsvColumn<R>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const record of records) lines.push(columns.map((c) => csvCell(c.value(record))).join(','));
  return lines.join('\r\n');
}
