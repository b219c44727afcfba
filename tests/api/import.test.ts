import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportPreview } from '../../contract/import.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createSample, declaredCaller } from '../helpers/declared.js';
import { importJobOnceStopped } from '../helpers/importJobs.js';
import { multipartBody } from '../helpers/people.js';
import { sharedStringsFirst, workbookBytes, zipOf } from '../helpers/workbooks.js';

/** Importing a CSV file or an Excel workbook into a declared resource through the API: dry run, job, cancel and revert, on the real server. */
const all = await discoverDeclarations();
const languages = all.find((declaration) => declaration.name === 'languages')!;

let t: TestApp;
let superAdmin: TestAccount;
let editor: TestAccount;
let tutor: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
  editor = await createTestAccount(t, 'admin', { userRole: 'editor', displayName: 'Eddie Editor' });
  tutor = await createTestAccount(t, 'tutor');
});
afterAll(async () => t.close());

const url = (path = '') => `/api/v1/admin/import/languages${path}`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (by: TestAccount, path: string, csv: string | Buffer, fields: Record<string, string> = {}, fileName = 'languages.csv') => {
  const contentType = fileName.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv';
  const form = multipartBody(fields, [{ field: 'file', filename: fileName, contentType, bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8') }]);
  return t.app.inject({ method: 'POST', url: url(path), payload: form.payload, headers: { ...by.headers, ...form.headers } });
};
const preview = async (by: TestAccount, csv: string) => {
  const res = await upload(by, '/preview', csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ImportPreview;
};
const start = async (by: TestAccount, csv: string, previewed: ImportPreview) => {
  const res = await upload(by, '', csv, { columns: JSON.stringify(previewed.columns), previewedAt: previewed.previewedAt });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ImportJob;
};
const job = async (by: TestAccount, id: number) => {
  const res = await t.app.inject({ method: 'GET', url: url(`/jobs/${id}`), headers: by.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ImportJob;
};
const finished = (by: TestAccount, id: number) => importJobOnceStopped(t, by.headers, 'languages', id);
const language = async (id: number) => {
  const res = await declaredCaller(t, languages)(superAdmin, 'list', { query: { ids: String(id), limit: '10' } });
  return (res.json().data.items as Array<Record<string, unknown>>)[0];
};

describe('importing languages', () => {
  it('previews, imports (creating, updating, leaving alone, refusing by line), and reverts the batch but what changed since', async () => {
    const kept = await createSample(t, superAdmin, languages, all, 'k', { name: 'Esperanto', code: 'eo', sortOrder: 1 });
    const moved = await createSample(t, superAdmin, languages, all, 'm', { name: 'Volapük', code: 'vo', sortOrder: 2 });
    const csv = '\uFEFFName;ISO-Code;Reihenfolge\r\nEsperanto;eo;1\r\nVolapük;vo;20\r\nInterlingua;ia;3\r\nIdo;io;4\r\nLojban;NOT VALID;5\r\n';
    const previewed = await preview(editor, csv);
    expect(previewed).toMatchObject({
      fileName: 'languages.csv',
      headers: ['Name', 'ISO-Code', 'Reihenfolge'],
      columns: ['name', 'code', 'sortOrder'],
      key: 'name',
      rows: 5,
      create: 2,
      update: 1,
      unchanged: 1,
      refused: 1,
      refusals: [{ line: 6, field: 'code', message: 'Use an ISO 639 code such as en, pt or pt-BR', reason: 'IMPORT_VALUE_INVALID', params: { resource: 'languages', field: 'code' } }],
    });
    // Nothing is written by the preview.
    expect(await language(moved.id)).toMatchObject({ sortOrder: 2 });

    const started = await start(editor, csv, previewed);
    expect(started).toMatchObject({ status: 'running', fileName: 'languages.csv', actorName: 'Eddie Editor' });
    const done = await finished(editor, started.id);
    expect(done).toMatchObject({ status: 'done', rows: 5, create: 2, update: 1, unchanged: 1, refused: 1, revertedAt: null });
    expect(await language(moved.id)).toMatchObject({ sortOrder: 20 });
    expect(await language(kept.id)).toMatchObject({ updatedAt: kept.updatedAt });
    const listed = await declaredCaller(t, languages)(superAdmin, 'list', { query: { search: 'Interlingua', limit: '10' } });
    const interlingua = (listed.json().data.items as Array<{ id: number; updatedAt: string }>)[0]!;
    const jobs = await t.app.inject({ method: 'GET', url: url('/jobs'), headers: editor.headers });
    expect(jobs.json().data.items[0]).toMatchObject({ id: started.id, status: 'done' });

    // Someone renames Interlingua after the import: the revert leaves it, and names it.
    const renamed = await declaredCaller(t, languages)(superAdmin, 'update', { id: interlingua.id, body: { name: 'Interlingua (IALA)' }, headers: { 'if-match': `"${interlingua.updatedAt}"` } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const reverted = await t.app.inject({ method: 'POST', url: url(`/jobs/${started.id}/revert`), headers: superAdmin.headers });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data).toEqual({ reverted: 2, leftAlone: [{ id: interlingua.id, label: 'Interlingua (IALA)' }] });
    expect(await language(moved.id)).toMatchObject({ sortOrder: 2 });
    const ido = await declaredCaller(t, languages)(superAdmin, 'list', { query: { search: 'Ido', limit: '10' } });
    expect(ido.json().data.items).toEqual([]);
    expect(await job(editor, started.id)).toMatchObject({ revertedByName: 'Sue Super' });

    // The batch and its revert, each one entry of the resource's audit trail, beside each record's own.
    const batch = await t.db.selectFrom('auditLog').select(['action', 'actorName', 'resource', 'after']).where('recordId', '=', `import-${started.id}`).orderBy('id').execute();
    expect(batch.map(({ action, actorName, resource }) => [action, actorName, resource])).toEqual([
      ['import', 'Eddie Editor', 'languages'],
      ['revert_import', 'Sue Super', 'languages'],
    ]);
    const after = (entry: unknown) => (typeof entry === 'string' ? JSON.parse(entry) : entry);
    expect(after(batch[0]!.after)).toEqual({ fileName: 'languages.csv', status: 'done', rows: 5, created: 2, updated: 1, unchanged: 1, refused: 1 });
    expect(after(batch[1]!.after)).toMatchObject({ fileName: 'languages.csv', reverted: 2 });
  });

  it('reports a record changed after the preview rather than overwriting it', async () => {
    const record = await createSample(t, superAdmin, languages, all, 'c', { name: 'Novial', code: 'nov', sortOrder: 7 });
    const csv = 'name,code,sortOrder\nNovial,nov,70\n';
    const previewed = await preview(superAdmin, csv);
    expect(previewed).toMatchObject({ update: 1 });
    const changed = await declaredCaller(t, languages)(superAdmin, 'update', { id: record.id, body: { sortOrder: 8 }, headers: { 'if-match': `"${record.updatedAt}"` } });
    expect(changed.statusCode, changed.body).toBe(200);
    const done = await finished(superAdmin, (await start(superAdmin, csv, previewed)).id);
    expect(done).toMatchObject({ update: 0, refused: 1, refusals: [{ line: 2, field: null, message: 'This record was changed after the preview, so it was left as it is', reason: 'IMPORT_CHANGED_SINCE_PREVIEW' }] });
    expect(await language(record.id)).toMatchObject({ sortOrder: 8 });
  });

  it('refuses a row whose unique value was taken after the preview and keeps the rows around it', async () => {
    const csv = 'name,code,sortOrder\nAlpha Lingo,ak,1\nBeta Lingo,bm,2\nGamma Lingo,gn,3\n';
    const previewed = await preview(superAdmin, csv);
    expect(previewed).toMatchObject({ create: 3, refused: 0 });
    await createSample(t, superAdmin, languages, all, 'b', { name: 'Other Tongue', code: 'bm', sortOrder: 9 });
    const done = await finished(superAdmin, (await start(superAdmin, csv, previewed)).id);
    expect(done).toMatchObject({ status: 'done', create: 2, refused: 1, refusals: [{ line: 3, field: 'code', reason: 'DUPLICATE', params: { resource: 'languages', field: 'code', value: 'bm' } }] });
    const named = await declaredCaller(t, languages)(superAdmin, 'list', { query: { search: 'Lingo', limit: '10' } });
    expect((named.json().data.items as Array<{ name: string }>).map(({ name }) => name).sort()).toEqual(['Alpha Lingo', 'Gamma Lingo']);
  });

  it('cancels a running import after the rows it is writing; what it wrote stays, to revert', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `Conlang ${index},,${index}`).join('\n');
    const csv = `name,code,sortOrder\n${rows}\n`;
    const started = await start(superAdmin, csv, await preview(superAdmin, csv));
    const cancel = await t.app.inject({ method: 'POST', url: url(`/jobs/${started.id}/cancel`), headers: superAdmin.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const stopped = await finished(superAdmin, started.id);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.create).toBeLessThan(3000);
    const reverted = await t.app.inject({ method: 'POST', url: url(`/jobs/${started.id}/revert`), headers: superAdmin.headers });
    expect(reverted.json().data).toEqual({ reverted: stopped.create, leftAlone: [] });
  });

  it('previews and imports an Excel workbook, its first worksheet, refusing a row by its row number', async () => {
    const workbook = await workbookBytes({
      Languages: [['Name', 'ISO code', 'Order'], ['Occidental', 'ie', 9], [], ['Lingua Franca Nova', 'NOT VALID', { formula: '5*2', result: 10 }]],
      Notes: [['Name'], ['Not imported']],
    });
    const previewRes = await upload(editor, '/preview', workbook, {}, 'languages.xlsx');
    expect(previewRes.statusCode, previewRes.body).toBe(200);
    const previewed = previewRes.json().data as ImportPreview;
    expect(previewed).toMatchObject({
      fileName: 'languages.xlsx',
      headers: ['Name', 'ISO code', 'Order'],
      columns: ['name', 'code', 'sortOrder'],
      rows: 2,
      create: 1,
      refused: 1,
      refusals: [{ line: 4, field: 'code', reason: 'IMPORT_VALUE_INVALID', params: { resource: 'languages', field: 'code' } }],
    });

    const startRes = await upload(editor, '', workbook, { columns: JSON.stringify(previewed.columns), previewedAt: previewed.previewedAt }, 'languages.xlsx');
    expect(startRes.statusCode, startRes.body).toBe(200);
    const done = await finished(editor, (startRes.json().data as ImportJob).id);
    expect(done).toMatchObject({ status: 'done', fileName: 'languages.xlsx', rows: 2, create: 1, refused: 1, refusals: [{ line: 4, field: 'code' }] });
    const listed = await declaredCaller(t, languages)(superAdmin, 'list', { query: { search: 'Occidental', limit: '10' } });
    expect(listed.json().data.items).toMatchObject([{ name: 'Occidental', code: 'ie', sortOrder: 9 }]);
    const other = await declaredCaller(t, languages)(superAdmin, 'list', { query: { search: 'Not imported', limit: '10' } });
    expect(other.json().data.items).toEqual([]);
  });

  it('refuses a workbook it cannot read, before its header or after it, as the file\'s fault', async () => {
    const workbook = await workbookBytes({ Languages: [['Name', 'ISO code', 'Order'], ...Array.from({ length: 200 }, (_, row) => [`Conlang ${row}`, '', row])] });
    const cutShort = await upload(superAdmin, '/preview', workbook.subarray(0, workbook.length / 2), {}, 'languages.xlsx');
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json()).toMatchObject({ reason: 'IMPORT_FILE_UNREADABLE', message: 'The file cannot be read as CSV text in UTF-8 or as an Excel workbook (.xlsx)' });
    const notAWorkbook = await upload(superAdmin, '', await zipOf([['word/document.xml', '<document/>']]), { previewedAt: new Date().toISOString() }, 'languages.xlsx');
    expect(notAWorkbook.statusCode).toBe(400);
    expect(notAWorkbook.json()).toMatchObject({ reason: 'IMPORT_FILE_UNREADABLE' });
    // Its header and first rows read, then a row that is no XML.
    const rows = await sharedStringsFirst([['name', 'code'], ...Array.from({ length: 2000 }, () => ['Toki Pona', 'tok'])]);
    const brokenOff = await upload(superAdmin, '/preview', Buffer.from(rows.toString('latin1').replace('<row r="1500">', '<rOw r="1500">'), 'latin1'), {}, 'languages.xlsx');
    expect(brokenOff.statusCode).toBe(400);
    expect(brokenOff.json()).toMatchObject({ reason: 'IMPORT_FILE_UNREADABLE' });
  });

  it('a job whose workbook breaks off after its header fails, saying why with its reason, and keeps the rows written before', async () => {
    const rows = await sharedStringsFirst([['name', 'code'], ...Array.from({ length: 2000 }, (_, row) => [`Broken off ${row}`, ''])]);
    const brokenOff = Buffer.from(rows.toString('latin1').replace('<row r="1500">', '<rOw r="1500">'), 'latin1');
    const started = await upload(superAdmin, '', brokenOff, { previewedAt: new Date().toISOString() }, 'languages.xlsx');
    expect(started.statusCode, started.body).toBe(200);
    const failed = await finished(superAdmin, (started.json().data as ImportJob).id);
    expect(failed).toMatchObject({
      status: 'failed',
      failure: 'The file cannot be read as CSV text in UTF-8 or as an Excel workbook (.xlsx)',
      failureReason: { reason: 'IMPORT_FILE_UNREADABLE', params: {} },
    });
    expect(failed.create).toBeGreaterThan(0);
    const written = await declaredCaller(t, languages)(superAdmin, 'list', { query: { search: 'Broken off', limit: '1' } });
    expect(written.json().data.total).toBe(failed.create);
  });

  it('refuses a file it cannot read, one whose columns match no field, and bad column choices, writing nothing', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x01, 0x0a, 0x80, 0x81]);
    const unreadable = await upload(superAdmin, '/preview', zip, {}, 'languages.xlsx');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ reason: 'IMPORT_FILE_UNREADABLE' });
    const unmatched = await upload(superAdmin, '/preview', 'Colour,Size\nred,3\n');
    expect(unmatched.statusCode).toBe(400);
    expect(unmatched.json()).toMatchObject({ reason: 'IMPORT_NO_COLUMN', params: { fields: ['Name', 'ISO code', 'Order'] } });
    const empty = await upload(superAdmin, '/preview', '');
    expect(empty.json()).toMatchObject({ reason: 'IMPORT_FILE_EMPTY' });
    const twice = await upload(superAdmin, '/preview', 'a,b\nx,y\n', { columns: JSON.stringify(['name', 'name']) });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ reason: 'IMPORT_COLUMNS_INVALID', params: { detail: '"name" is chosen for two columns' } });
    const notJson = await t.app.inject({ method: 'POST', url: url('/preview'), payload: { file: 'x' }, headers: superAdmin.headers });
    expect(notJson.statusCode).toBe(415);
  });

  it('is for staff who may add the records', async () => {
    const refused = await upload(tutor, '/preview', 'name\nKlingon\n');
    expect(refused.statusCode).toBe(403);
    const unsigned = await t.app.inject({ method: 'GET', url: url('/jobs') });
    expect(unsigned.statusCode).toBe(401);
  });
});
