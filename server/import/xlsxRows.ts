import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CsvRow } from './csvRows.js';
import { cellText } from './xlsxCellText.js';

/** A zip that is no workbook with a worksheet, or whose reading fails part way: the file's fault. */
export class UnreadableWorkbook extends Error {}

type Worksheets = AsyncGenerator<ExcelJS.stream.xlsx.WorksheetReader>;

const readerOptions = { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'ignore' } as const;

/**
 * The reader's input: the file's bytes, ending where the file fails (`onFileFailure` hears why), since the
 * reader pipe()s its input, which leaves an input's 'error' event unheard and so stops the process. The
 * unzipping it is piped into is watched (`onUnzipFailure`): the reader hears a file cut short only
 * between two parts of the workbook, and waits forever for the rest of the worksheet it reads.
 */
function readerInput(file: Readable, onFileFailure: (error: unknown) => void, onUnzipFailure: (error: unknown) => void): Readable {
  async function* bytes() {
    try {
      for await (const chunk of file) yield chunk;
    } catch (error) {
      onFileFailure(error);
    }
  }
  const input = Readable.from(bytes(), { objectMode: false });
  const pipe = input.pipe.bind(input);
  input.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    destination.on('error', onUnzipFailure);
    return pipe(destination, options);
  };
  return input;
}

/** A row's cells as text, each at its column's index (column A at 0), the empty ones between them ''. */
function cellsOf(row: ExcelJS.Row, date1904: boolean): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    cells[column - 1] = cellText(cell, date1904);
  });
  return Array.from(cells, (cell) => cell ?? '');
}

/**
 * Lets go of the workbook's other worksheets once the first has been read or given up: the reader
 * keeps a temporary copy of each worksheet that comes before the shared strings in the file (as Excel
 * writes it), removed only as it moves past them; each is opened and closed unread.
 */
async function closeOthers(worksheets: Worksheets) {
  try {
    for (let next = await worksheets.next(); !next.done; next = await worksheets.next()) {
      const rows = next.value[Symbol.asyncIterator]();
      await rows.next();
      await rows.return(undefined);
    }
  } catch {
    // The rest of a file closed before its end, or of no workbook: nothing more to let go of.
  }
}

/**
 * The rows of the first worksheet of an Excel workbook (.xlsx) as it is read (exceljs's streaming
 * reader: a large file is never held whole), each cell as the text a person sees in it (cellText),
 * with the row number a spreadsheet shows (the header is row 1). Rows whose cells are all blank are
 * passed over. Throws UnreadableWorkbook when the file is no workbook, has no worksheet or breaks off,
 * and the file's own failure when reading it fails.
 */
export async function* xlsxRows(file: Readable): AsyncGenerator<CsvRow> {
  let fileFailure: unknown;
  let closing = false;
  let stuck = false;
  let unzipFailed: (error: unknown) => void = () => undefined;
  const brokenOff = new Promise<never>((_, reject) => (unzipFailed = reject));
  brokenOff.catch(() => undefined);
  const input = readerInput(
    file,
    (error) => {
      if (!closing) fileFailure = error;
    },
    (error) => unzipFailed(error),
  );
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, readerOptions);
  const worksheets: Worksheets = workbook[Symbol.asyncIterator]();
  /** A step of the reader, or why the file cannot be read when the step fails or the unzipping breaks off under it. */
  const reading = async <T>(step: Promise<T>): Promise<T> => {
    try {
      return await Promise.race([step, brokenOff]);
    } catch (error) {
      stuck = true;
      throw fileFailure ?? new UnreadableWorkbook('The file is no Excel workbook that can be read', { cause: error });
    }
  };
  let rows: AsyncGenerator<ExcelJS.Row> | undefined;
  try {
    const first = await reading(worksheets.next());
    if (first.done) throw new UnreadableWorkbook('The workbook has no worksheet');
    rows = first.value[Symbol.asyncIterator]();
    for (let next = await reading(rows.next()); !next.done; next = await reading(rows.next())) {
      const cells = cellsOf(next.value, workbook.model?.properties?.date1904 === true);
      if (cells.every((cell) => cell.trim() === '')) continue;
      yield { line: next.value.number, cells };
    }
    if (fileFailure) throw fileFailure;
  } finally {
    // Read to its end or stopped early (a cancelled import): the file is closed now, and the rest let go of,
    // unless the reader is stuck on a file cut short (then it holds nothing but what is collected with it).
    closing = true;
    file.destroy();
    if (!stuck) {
      await rows?.return(undefined);
      void closeOthers(worksheets);
    }
  }
}
