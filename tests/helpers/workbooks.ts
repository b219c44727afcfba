import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** An Excel workbook (.xlsx) as exceljs writes it (as Excel does, its worksheets before its shared strings), one worksheet a list of rows. */
export async function workbookBytes(sheets: Record<string, ExcelJS.CellValue[][]>, build?: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  build?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook as some tools write it, its shared strings before its worksheet (which is then read as it comes), with the given rows of text. */
export function sharedStringsFirst(rows: string[][]): Promise<Buffer> {
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
export function zipOf(files: Array<[name: string, content: string]>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of files) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
