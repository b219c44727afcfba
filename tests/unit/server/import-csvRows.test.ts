import { once } from 'node:events';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { asSpreadsheetText, fromSpreadsheetText } from '../../../contract/spreadsheetText';
import { csvRows, type CsvRow } from '../../../server/import/csvRows';

const read = async (text: string | Buffer, chunkSize = 3): Promise<CsvRow[]> => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  // Small chunks: a character or a record split across reads must come out whole.
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, index) => bytes.subarray(index * chunkSize, (index + 1) * chunkSize));
  const rows: CsvRow[] = [];
  for await (const row of csvRows(Readable.from(chunks))) rows.push(row);
  return rows;
};

describe('csvRows', () => {
  it('reads a comma-separated file with a byte order mark, as the export writes it', async () => {
    expect(await read('\uFEFFName,ISO code\r\nPortuguês,pt\r\n"Deutsch, formal",de\r\n')).toEqual([
      { line: 1, cells: ['Name', 'ISO code'] },
      { line: 2, cells: ['Português', 'pt'] },
      { line: 3, cells: ['Deutsch, formal', 'de'] },
    ]);
  });

  it('reads a semicolon-separated file without a byte order mark, as Excel in German writes it', async () => {
    expect(await read('Name;ISO-Code\nÉlodie;fr\n"Zoë ""Z""";de\n')).toEqual([
      { line: 1, cells: ['Name', 'ISO-Code'] },
      { line: 2, cells: ['Élodie', 'fr'] },
      { line: 3, cells: ['Zoë "Z"', 'de'] },
    ]);
  });

  it('keeps the line each record starts on across blank lines and line breaks inside a cell', async () => {
    const rows = await read('name,note\n\n"Ana","two\nlines"\n   \nBea,one\n');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 3, cells: ['Ana', 'two\nlines'] },
      { line: 6, cells: ['Bea', 'one'] },
    ]);
  });
});

describe('fromSpreadsheetText', () => {
  it('reads back what the export guarded, and keeps formula text as text', () => {
    for (const text of ['=SUM(A1:A2)', '+33 1 23', '-5', '@cmd', 'a;=b', 'plain', "it's"]) {
      expect(fromSpreadsheetText(asSpreadsheetText(text))).toBe(text);
    }
    expect(fromSpreadsheetText('=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
  });

  it('lets its file be closed after the header without an error nobody hears (which would stop the server)', async () => {
    const lines = ['Name,Order', ...Array.from({ length: 20_000 }, (_, row) => `Language ${row},${row}`)].join('\n');
    const file = new Readable({ read() {} });
    file.push(lines.slice(0, 70_000));
    const rows = csvRows(file);
    expect((await rows.next()).value).toEqual({ line: 1, cells: ['Name', 'Order'] });
    file.destroy();
    await once(file, 'close');
    // A turn of the event loop for an unheard 'error' to surface (vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
