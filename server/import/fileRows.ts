import { Readable } from 'node:stream';
import { csvRows, type CsvRow } from './csvRows.js';
import { xlsxRows } from './xlsxRows.js';

/** How every zip starts, an Excel workbook (.xlsx) included: the signature of its first entry. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const bytesOf = (chunk: Buffer | string) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);

/** The file again from its start: the bytes already read, then the rest as it comes. */
async function* replaying(head: Buffer, rest: AsyncIterator<Buffer | string>, done: boolean) {
  try {
    yield head;
    for (let next = done ? undefined : await rest.next(); next && !next.done; next = await rest.next()) yield bytesOf(next.value);
  } finally {
    await rest.return?.();
  }
}

/**
 * The rows of an uploaded file, whichever kind it is: an Excel workbook (a zip, told by its first
 * bytes) read by xlsxRows, anything else as CSV text by csvRows. The file is closed as soon as the
 * reading ends or is stopped (a cancelled import), whatever the reader still waits for.
 */
export async function* fileRows(file: Readable): AsyncGenerator<CsvRow> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  try {
    let head = Buffer.alloc(0);
    let done = false;
    while (!done && head.length < ZIP_SIGNATURE.length) {
      const next = await chunks.next();
      if (next.done) done = true;
      else head = Buffer.concat([head, bytesOf(next.value)]);
    }
    const replayed = Readable.from(replaying(head, chunks, done), { objectMode: false });
    yield* head.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE) ? xlsxRows(replayed) : csvRows(replayed);
  } finally {
    file.destroy();
  }
}
