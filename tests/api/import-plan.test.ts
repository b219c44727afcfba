import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { matchColumns } from '../../server/import/columnMatch.js';
import { csvRows } from '../../server/import/csvRows.js';
import { planRows, type RowPlan } from '../../server/import/importPlan.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createSample } from '../helpers/declared.js';

/** What an import of a file would do, row by row, on the real database: read, matched to existing records, checked as the API checks. */
const all = await discoverDeclarations();
const languages = all.find((declaration) => declaration.name === 'languages')!;

let t: TestApp;
let superAdmin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin');
});
afterAll(async () => t.close());

async function plan(csv: string, mayUpdate = true, declaration = languages): Promise<{ columns: Array<string | null>; rows: RowPlan[] }> {
  const rows = csvRows(Readable.from([Buffer.from(csv, 'utf8')]));
  const header = await rows.next();
  const columns = matchColumns(declaration, header.done ? [] : header.value.cells);
  const planned: RowPlan[] = [];
  for await (const row of planRows(t.db, declaration, all, columns, rows, 'DD/MM/YYYY', mayUpdate)) planned.push(row);
  return { columns, rows: planned };
}

describe('an import plan', () => {
  it('matches German headers, and says per line what would be created, updated, left alone or refused, and why', async () => {
    const kept = await createSample(t, superAdmin, languages, all, 'kept', { name: 'Klingon', code: 'tlh', sortOrder: 5 });
    const moved = await createSample(t, superAdmin, languages, all, 'moved', { name: 'Quenya', code: 'qya', sortOrder: 6 });
    const { columns, rows } = await plan(
      'Name;ISO-Code;Reihenfolge\n' + // German, as Excel writes it
        'Klingon;tlh;5\n' +
        'quenya;qya;60\n' + // found by its name in other capitals

        'Sindarin;sjn;7\n' +
        'SINDARIN;sjn;8\n' +
        'Adûnaic;adu;soon\n' +
        'Khuzdul;NOT VALID;9\n' +
        ';xx;3\n',
    );
    expect(columns).toEqual(['name', 'code', 'sortOrder']);
    expect(rows).toEqual([
      { line: 2, action: 'unchanged', id: kept.id, updatedAt: kept.updatedAt, values: { name: 'Klingon', code: 'tlh', sortOrder: 5 } },
      { line: 3, action: 'update', id: moved.id, updatedAt: moved.updatedAt, values: { name: 'quenya', code: 'qya', sortOrder: 60 } },
      { line: 4, action: 'create', values: { name: 'Sindarin', code: 'sjn', sortOrder: 7 } },
      { line: 5, action: 'refused', field: 'name', message: 'Line 4 has the same name', reason: 'IMPORT_KEY_REPEATED', params: { resource: 'languages', field: 'name', line: 4 } },
      { line: 6, action: 'refused', field: 'sortOrder', message: 'Use a number, such as 12 or 12.5', reason: 'IMPORT_NOT_A_NUMBER', params: { resource: 'languages', field: 'sortOrder' } },
      { line: 7, action: 'refused', field: 'code', message: 'Use an ISO 639 code such as en, pt or pt-BR', reason: 'IMPORT_VALUE_INVALID', params: { resource: 'languages', field: 'code', detail: 'Use an ISO 639 code such as en, pt or pt-BR' } },
      { line: 8, action: 'refused', field: 'name', message: 'Enter the language name', reason: 'IMPORT_VALUE_INVALID', params: { resource: 'languages', field: 'name', detail: 'Enter the language name' } },
    ]);
  });

  it('refuses a row naming an existing record to someone who may add records but not change them', async () => {
    await createSample(t, superAdmin, languages, all, 'held', { name: 'Toki Pona', code: 'tok', sortOrder: 3 });
    const { rows } = await plan('name,sortOrder\nToki Pona,4\nLingua Franca Nova,5\n', false);
    expect(rows).toEqual([
      { line: 2, action: 'refused', field: 'name', message: 'A record with this name exists, and you may not change it', reason: 'IMPORT_UPDATE_NOT_ALLOWED', params: { resource: 'languages', field: 'name' } },
      { line: 3, action: 'create', values: { name: 'Lingua Franca Nova', sortOrder: 5 } },
    ]);
  });

  it('leaves a column that matches no field unfilled, and fills a field from its first column only', async () => {
    const { columns } = await plan('Nom,Colour,name,Código ISO\nX,red,Y,xq\n');
    expect(columns).toEqual(['name', null, null, 'code']);
  });

  it('reads a choice by its label in any of the four languages, as its folder names it', async () => {
    const announcements = all.find((declaration) => declaration.name === 'announcements')!;
    const { columns, rows } = await plan(
      'Titel;Nachricht;Zielgruppe;Beginnt am\n' + 'Ferien;Geschlossen;Schüler;24/12/2026 09:00\n' + 'Vacances;Fermé;Tout le monde;24/12/2026 09:00\n' + 'Pause;Closed;Teachers;24/12/2026 09:00\n',
      true,
      announcements,
    );
    expect(columns).toEqual(['title', 'message', 'audience', 'startsAt']);
    expect(rows.map((row) => (row.action === 'refused' ? [row.line, row.reason, row.params] : [row.line, row.action, row.values.audience]))).toEqual([
      [2, 'create', 'students'],
      [3, 'create', 'everyone'],
      [4, 'IMPORT_VALUE_INVALID', { resource: 'announcements', field: 'audience', detail: expect.any(String) }],
    ]);
  });
});
