import type { Cell, CellValue } from 'exceljs';

/**
 * What a formula whose result is an error reads as: exceljs's streaming reader reads such a result as
 * a number (NaN) and keeps no error code, so the one Excel shows cannot be told.
 */
const FORMULA_ERROR = '#N/A';
/** The day numbers (1900 and 1904 date systems) of 1970-01-01, from which a JavaScript date counts. */
const EPOCH_DAY = { 1900: 25569, 1904: 24107 };
const DAY_MS = 86_400_000;

/** A number format that shows a date or a time: a y, m, d, h, s or b outside quotes and [brackets], as exceljs itself tells one. */
const isDateFormat = (format: string | undefined) => !!format && /[ymdhMsb]/.test(format.replace(/\[[^\]]*]|"[^"]*"/g, ''));

/** A number as plain text, "." for its decimals and no grouping, to the 15 digits Excel shows (0.30000000000000004 is 0.3). */
const numberText = (number: number) => (Number.isNaN(number) ? FORMULA_ERROR : String(Number(number.toPrecision(15))));

/**
 * A date as ISO: YYYY-MM-DD when it has no time of day, else YYYY-MM-DDTHH:mm:ss without a zone (a
 * workbook's dates are wall-clock values, which exceljs gives in UTC).
 */
export function dateText(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  // A time of day is a fraction of a day in the file, which can read back a millisecond off.
  const iso = new Date(Math.round(time / 1000) * 1000).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

function valueText(value: CellValue, showsDate: boolean, date1904: boolean): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return showsDate && Number.isFinite(value) ? dateText(new Date(Math.round((value - EPOCH_DAY[date1904 ? 1904 : 1900]) * DAY_MS))) : numberText(value);
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('error' in value) return value.error;
  // A formula's result as the file keeps it (what Excel showed when it saved), never worked out here.
  if ('formula' in value || 'sharedFormula' in value) return valueText(value.result, showsDate, date1904);
  // A hyperlink's text; anything else the reader may give (a shared string it could not look up) is nothing to show.
  return typeof value.text === 'string' ? value.text : '';
}

/**
 * A cell of a workbook as the text a person sees in it: text as it is, rich text joined, numbers as
 * plain JavaScript numbers ("12.5"), true or false, dates in ISO (see dateText), a formula's result as
 * saved, a hyperlink's text, an error as Excel writes it (#N/A), an empty cell ''.
 */
export function cellText(cell: Pick<Cell, 'value' | 'numFmt'>, date1904: boolean): string {
  // The reader makes dates of value cells itself; a formula's result is a day number still.
  return valueText(cell.value, isDateFormat(cell.numFmt), date1904);
}
