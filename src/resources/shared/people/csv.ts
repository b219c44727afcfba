import type { RaRecord } from 'react-admin';

/** One readable CSV column: a heading and how to read it from a record. */
export interface CsvColumn<R extends RaRecord = RaRecord> {
  header: string;
  value: (record: R) => string | number | boolean | null | undefined;
}

/** Spreadsheet apps run cells that start with these as formulas: keep them text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<R extends RaRecord>(records: R[], columns: CsvColumn<R>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const record of records) lines.push(columns.map((c) => csvCell(c.value(record))).join(','));
  return lines.join('\r\n');
}
