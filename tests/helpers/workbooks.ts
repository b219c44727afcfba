import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';

/** An Excel workbook (.xlsx) as exceljs writes it (as Excel does, its worksheets before its shared strings), one worksheet a list of rows. */
export async function workbookBytes(sheets: Record<string, ExcelJS.CellValue[][]>, build?: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  build?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook as some tools write it, its shared strings before its worksheet (which is then read as it comes), with the given rows of text. */
export function sharedStringsFirst(rows: string[][]): Buffer {
  const strings = [...new Set(rows.flat())];
  const cell = (text: string, row: number, column: number) => `<c r="${String.fromCharCode(65 + column)}${row}" t="s"><v>${strings.indexOf(text)}</v></c>`;
  const sheetRows = rows.map((cells, index) => `<row r="${index + 1}">${cells.map((text, column) => cell(text, index + 1, column)).join('')}</row>`);
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOf([
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    ['xl/workbook.xml', `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${relations}"><sheets><sheet name="Languages" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/sharedStrings.xml', `<?xml version="1.0"?><sst xmlns="${main}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`],
    ['xl/worksheets/sheet1.xml', `<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`],
  ]);
}

/** A zip of the given files in the given order, stored uncompressed. */
export function zipOf(files: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
