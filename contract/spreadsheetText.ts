/**
 * CSV cells that a spreadsheet shows as text, never runs: shared by the server's export and the
 * admin's own CSV downloads. Zod-free: the admin imports it.
 */

/**
 * A formula trigger (`=`, `+`, `-`, `@`, tab, CR) where a spreadsheet may start a cell: the text's
 * start, or after a separator some reader splits on. Excel in German, French or Portuguese splits a
 * CSV on `;` and honours quotes only at the start of its own cells, so `x;=cmd|…` would become a
 * cell `=cmd|…`, and a line break inside our quotes a new row; a comma or tab can be the separator
 * of another import. Spaces before the trigger are skipped as such readers skip them.
 */
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t\r\n] *)(?=[=+\-@\t\r])/g;

/** Data text kept as text in a spreadsheet: a `'` before every formula trigger where a cell may start. */
export function asSpreadsheetText(text: string): string {
  return text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
}

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma, semicolon or line break, quotes
 * doubled. The semicolon keeps the cell whole for readers that split on it and honour the quotes.
 */
export function csvField(text: string): string {
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const GUARDED_TRIGGER = /(^|[,;\t\r\n] *)'(?=[=+\-@\t\r])/g;

/**
 * A cell's text as it was before `asSpreadsheetText` (an export read back by an import): the `'`
 * put before each formula trigger is taken away. Nothing in a cell is ever run: it stays text.
 */
export function fromSpreadsheetText(text: string): string {
  return text.replace(GUARDED_TRIGGER, '$1');
}
