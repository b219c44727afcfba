import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { MAX_LISTED_REFUSALS, type ImportPreview, type ImportRefusal } from '../../contract/import.js';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import type { Database } from '../db/schema.js';
import { fieldLabelsOf } from '../declared/fieldLabels.js';
import { badRequest, badRequestOn, refusal } from '../errors.js';
import { readSiteSettings } from '../services/siteSettings.js';
import { dateFormatOf, type DateFormat } from '../export/cellText.js';
import { importableFields, matchColumns } from './columnMatch.js';
import type { CsvRow } from './csvRows.js';
import { fileRows } from './fileRows.js';
import { naturalKeyOf, planRows, type RowPlan } from './importPlan.js';
import { UnreadableWorkbook } from './xlsxRows.js';

/** A file's rows after its header, the header itself, and the fields its columns fill: what both the dry run and the job read. */
export interface ReadFile {
  headers: string[];
  columns: Array<string | null>;
  rows: AsyncGenerator<CsvRow>;
  dateFormat: DateFormat;
}

const unreadable = () => badRequestOn('file', 'The file cannot be read as CSV text in UTF-8 or as an Excel workbook (.xlsx)', refusal('IMPORT_FILE_UNREADABLE'));

/** A file's rows, a workbook that cannot be read refused as the file's fault wherever its reading breaks off. */
async function* refusingUnreadable(rows: AsyncGenerator<CsvRow>): AsyncGenerator<CsvRow> {
  try {
    yield* rows;
  } catch (error) {
    throw error instanceof UnreadableWorkbook ? unreadable() : error;
  }
}

/** Why columns chosen for a file do not fit it, if they do not. */
function columnsProblem(chosen: ReadonlyArray<string | null>, columnCount: number, fields: readonly string[]): string | undefined {
  if (chosen.length !== columnCount) return `the file has ${columnCount} columns, ${chosen.length} were given`;
  const unknown = chosen.find((field) => field !== null && !fields.includes(field));
  if (unknown) return `"${unknown}" is not a field a file may fill`;
  const twice = chosen.find((field, index) => field !== null && chosen.indexOf(field) !== index);
  return twice ? `"${twice}" is chosen for two columns` : undefined;
}

/**
 * Opens an uploaded file for an import, CSV or Excel workbook (fileRows): refused (and nothing read
 * further) when it is neither UTF-8 text nor a workbook that can be read (another spreadsheet format,
 * another encoding), has no header, or no column fills a field; the columns are those given (checked
 * against the header) or matched by header.
 */
export async function openImportFile(db: Kysely<Database>, declaration: ResourceDeclaration, file: Readable, chosen?: ReadonlyArray<string | null>): Promise<ReadFile> {
  const rows = refusingUnreadable(fileRows(file));
  const header = await rows.next();
  try {
    if (header.done) throw badRequestOn('file', 'The file is empty: its first line must name the columns', refusal('IMPORT_FILE_EMPTY'));
    const headers = header.value.cells.map((cell) => cell.trim());
    // Another binary format (an .xls) or text in another encoding reads as replacement characters or NULs.
    if (headers.some((cell) => cell.includes('\uFFFD') || cell.includes(String.fromCharCode(0)))) throw unreadable();
    const fields = importableFields(declaration);
    const problem = chosen && columnsProblem(chosen, headers.length, fields);
    if (problem) throw badRequestOn('columns', `The columns do not fit the file: ${problem}`, refusal('IMPORT_COLUMNS_INVALID', { detail: problem }));
    const columns = chosen ? [...chosen] : matchColumns(declaration, headers);
    if (!columns.some((field) => field !== null)) {
      const named = fields.map((name) => fieldLabelsOf(declaration, name)[0] ?? name);
      throw badRequest(`No column of the file matches a field. Name the columns as the list does: ${named.join(', ')}`, refusal('IMPORT_NO_COLUMN', { fields: named }));
    }
    return { headers, columns, rows, dateFormat: dateFormatOf((await readSiteSettings(db)).dateFormat) };
  } catch (error) {
    // Refused after the header: the file is closed now, with whatever its reader keeps beside it.
    await rows.return(undefined);
    throw error;
  }
}

/** Counts of what a file's rows do, and the first refused rows. */
export function tally() {
  const counts = { rows: 0, create: 0, update: 0, unchanged: 0, refused: 0, refusals: [] as ImportRefusal[] };
  return {
    counts,
    add(plan: RowPlan) {
      counts.rows += 1;
      counts[plan.action] += 1;
      if (plan.action === 'refused' && counts.refusals.length < MAX_LISTED_REFUSALS) {
        const { line, field, message, reason, params } = plan;
        counts.refusals.push({ line, field, message, reason, params });
      }
    },
  };
}

/** The dry run: what importing the file would do, row by row, nothing written. */
export async function previewImport(
  db: Kysely<Database>,
  declaration: ResourceDeclaration,
  all: readonly ResourceDeclaration[],
  upload: { fileName: string; file: Readable; columns?: ReadonlyArray<string | null> | undefined },
  mayUpdate: boolean,
): Promise<ImportPreview> {
  // Taken before reading: a record changed while the preview reads the file counts as changed since.
  const previewedAt = new Date().toISOString();
  const { headers, columns, rows, dateFormat } = await openImportFile(db, declaration, upload.file, upload.columns);
  const { counts, add } = tally();
  for await (const plan of planRows(db, declaration, all, columns, rows, dateFormat, mayUpdate)) add(plan);
  return { fileName: upload.fileName, headers, columns, fields: importableFields(declaration), key: naturalKeyOf(declaration, columns) ?? null, previewedAt, ...counts };
}
