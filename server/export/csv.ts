import { csvField } from '../../contract/spreadsheetText.js';

export { asSpreadsheetText } from '../../contract/spreadsheetText.js';

/** Written first, so that Excel reads the file as UTF-8 (accented names). */
export const UTF8_BOM = '\uFEFF';

/** One CSV record, CRLF-terminated. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}
