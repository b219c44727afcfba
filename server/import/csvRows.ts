import { pipeline, Readable } from 'node:stream';
import Papa from 'papaparse';

/** One record of a CSV file: its cells, and the line of the file it starts on (the header is line 1). */
export interface CsvRow {
  line: number;
  cells: string[];
}

const BOM = '\uFEFF';
/** How much of the file's start its separator and line break are guessed from. */
const HEAD_CHARACTERS = 64 * 1024;
const SEPARATORS = [',', ';', '\t'];
const newlines = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * The records of a UTF-8 CSV file as it is read (papaparse, streamed: a large file is never held
 * whole), with or without a byte order mark, separated by `,`, `;` (Excel in German, French or
 * Portuguese) or a tab, whichever the first lines use. Blank lines are passed over but counted, so
 * each record keeps the line a spreadsheet or text editor shows it on.
 */
export async function* csvRows(file: Readable): AsyncGenerator<CsvRow> {
  file.setEncoding('utf8');
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<string>;
  let head = '';
  let done = false;
  while (!done && head.length < HEAD_CHARACTERS) {
    const next = await chunks.next();
    if (next.done) done = true;
    else head += next.value;
  }
  const { delimiter, linebreak } = Papa.parse(head, { delimitersToGuess: SEPARATORS, preview: 20, skipEmptyLines: true }).meta;
  async function* text() {
    try {
      yield head;
      for (let next = done ? undefined : await chunks.next(); next && !next.done; next = await chunks.next()) yield next.value;
    } finally {
      // Reading stopped early (a cancelled import): the file is closed now, not when collected.
      await chunks.return?.();
    }
  }
  // A pipeline, not pipe(): a failure of the file (closed before its end) reaches the parser, whose reading here
  // throws it, or nobody when nothing reads on; with pipe() it was an 'error' event no one heard, which stops the process.
  const parser = pipeline(Readable.from(text()), Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, newline: linebreak as Papa.ParseConfig['newline'] }), () => undefined);
  let line = 1;
  for await (const record of parser as AsyncIterable<string[]>) {
    const cells = line === 1 && record[0]?.startsWith(BOM) ? [record[0].slice(BOM.length), ...record.slice(1)] : record;
    const at = line;
    line += 1 + cells.reduce((sum, cell) => sum + newlines(cell), 0);
    if (cells.every((cell) => cell.trim() === '')) continue;
    yield { line: at, cells };
  }
}
