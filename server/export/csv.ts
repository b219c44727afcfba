/** Written first, so that Excel reads the file as UTF-8 (accented names). */
export const UTF8_BOM = '\uFEFF';

/** Spreadsheet apps run cells that start with these as formulas. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text from the data kept as text in a spreadsheet: a leading `'` where it would start a formula. */
export function asSpreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. */
function field(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(field).join(',')}\r\n`;
}
