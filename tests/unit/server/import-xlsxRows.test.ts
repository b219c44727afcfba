import { once } from 'node:events';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CsvRow } from '../../../server/import/csvRows';
import { fileRows } from '../../../server/import/fileRows';
import { UnreadableWorkbook } from '../../../server/import/xlsxRows';
import { sharedStringsFirst, workbookBytes, zipOf } from '../../helpers/workbooks';

/** The file in chunks of the given size, as a stream reads it. */
const chunked = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));

const rest = async (rows: AsyncGenerator<CsvRow>): Promise<CsvRow[]> => {
  const read: CsvRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
};
const read = (bytes: Buffer, chunkSize = 1000) => rest(fileRows(Readable.from(chunked(bytes, chunkSize))));

describe('xlsxRows, through fileRows', () => {
  it("reads the first worksheet's cells as the text a person sees in them, blank rows passed over but counted", async () => {
    const bytes = await workbookBytes(
      {
        Languages: [
          ['Name', 'Order', 'Since', 'Updated at', 'Active', 'Double'],
          ['Esperanto', 12.5, new Date(Date.UTC(2026, 0, 31)), new Date(Date.UTC(2026, 0, 31, 14, 30, 5)), true, { formula: 'B2*2', result: 25 }],
          [null, '   '],
          [],
          [{ richText: [{ text: 'Inter' }, { text: 'lingua', font: { bold: true } }] }, undefined, undefined, undefined, false],
          [{ text: 'Ido', hyperlink: 'https://example.org/ido' }, { error: '#N/A' }, undefined, undefined, undefined, { formula: 'A6&"!"', result: 'Ido!' }],
        ],
        Other: [['Not', 'read']],
      },
      (workbook) => {
        workbook.getWorksheet('Languages')!.getCell('G2').value = { formula: 'C2+1', result: new Date(Date.UTC(2026, 1, 1)) };
        workbook.getWorksheet('Languages')!.getCell('G2').numFmt = 'dd/mm/yyyy';
      },
    );
    expect(await read(bytes)).toEqual([
      { line: 1, cells: ['Name', 'Order', 'Since', 'Updated at', 'Active', 'Double'] },
      { line: 2, cells: ['Esperanto', '12.5', '2026-01-31', '2026-01-31T14:30:05', 'true', '25', '2026-02-01'] },
      { line: 5, cells: ['Interlingua', '', '', '', 'false'] },
      { line: 6, cells: ['Ido', '#N/A', '', '', '', 'Ido!'] },
    ]);
  });

  it('reads a workbook whose shared strings come before its worksheet, and any other file as CSV', async () => {
    expect(await read(await sharedStringsFirst([['Name', 'ISO code'], ['Português', 'pt']]), 7)).toEqual([
      { line: 1, cells: ['Name', 'ISO code'] },
      { line: 2, cells: ['Português', 'pt'] },
    ]);
    expect(await read(Buffer.from('Name;ISO code\nPortuguês;pt\n', 'utf8'), 2)).toEqual([
      { line: 1, cells: ['Name', 'ISO code'] },
      { line: 2, cells: ['Português', 'pt'] },
    ]);
  });

  it('refuses a zip that is no workbook, a workbook cut short and a broken one', async () => {
    await expect(read(await zipOf([['notes.txt', 'Name,ISO code\n']]))).rejects.toBeInstanceOf(UnreadableWorkbook);
    const bytes = await workbookBytes({ Languages: [['Name'], ...Array.from({ length: 500 }, (_, row) => [`Language ${row}`])] });
    await expect(read(bytes.subarray(0, bytes.length / 2))).rejects.toBeInstanceOf(UnreadableWorkbook);
    const broken = await sharedStringsFirst([['Name'], ['Ido']]);
    await expect(read(Buffer.from(broken.toString('latin1').replace('<row r="2">', '<rOw r="2">'), 'latin1'))).rejects.toBeInstanceOf(UnreadableWorkbook);
  });

  it('closes its file when the reading stops after the header, without an error nobody hears (which would stop the server)', async () => {
    const large = await sharedStringsFirst([['Name', 'ISO code'], ...Array.from({ length: 5000 }, () => ['Ido', 'io'])]);
    // A file still being read: the header has come, the rest not yet.
    const file = new Readable({ read() {} });
    file.push(large.subarray(0, large.length / 3));
    const rows = fileRows(file);
    expect((await rows.next()).value).toEqual({ line: 1, cells: ['Name', 'ISO code'] });
    const closed = once(file, 'close');
    await rows.return(undefined);
    await closed;

    // A file that fails part way: its failure is what the reading throws, heard.
    const failing = new Readable({ read() {} });
    failing.push(large.subarray(0, large.length / 3));
    const failed = fileRows(failing);
    expect((await failed.next()).value).toEqual({ line: 1, cells: ['Name', 'ISO code'] });
    failing.destroy(new Error('EIO: the disk failed'));
    await expect(rest(failed)).rejects.toThrow('EIO: the disk failed');

    const written = Readable.from(chunked(await workbookBytes({ Languages: [['Name'], ['Ido'], ['Novial']] }), 500));
    const others = fileRows(written);
    expect((await others.next()).value).toEqual({ line: 1, cells: ['Name'] });
    await others.return(undefined);
    expect(written.destroyed).toBe(true);
    // A turn of the event loop for an unheard 'error' to surface (vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
