import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takesImports, writableFields, type FieldDeclaration, type ResourceDeclaration } from '../../contract/declaration.js';
import type { ImportJob, ImportPreview } from '../../contract/import.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createSample, declaredCaller, makeRecord, sampleBody, type Values } from '../helpers/declared.js';
import { importJobOnceStopped } from '../helpers/importJobs.js';
import { multipartBody } from '../helpers/people.js';

/**
 * The import of every declared resource that takes one (`takesImports`), tested from its declaration
 * alone, people and subjects (whose writes are their own calls') included: a file with a new record, a
 * changed one (by the resource's unique field, when it has one) and a refused row is previewed, imported
 * and reverted, through the API on the real server.
 */
const all = await discoverDeclarations();
const importing = all.filter(takesImports);

let t: TestApp;
let superAdmin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
});
afterAll(async () => t.close());

let serial = 0;
const unique = () => `i${(serial += 1)}x${Date.now().toString(36)}`;

it('imports into every resource staff add records to, people and subjects included', () => {
  expect(importing.map((declaration) => declaration.name)).toEqual(
    expect.arrayContaining(['announcements', 'languages', 'levels', 'pages', 'report-titles', 'subjects', 'tutors', 'users', 'admin-management']),
  );
});

/** A cell as a spreadsheet would hold the value: a referenced record by its label, an amount in its units, a list split by ";". */
async function cellOf(field: FieldDeclaration, value: unknown, labelOf: (resource: string, id: number) => Promise<string>): Promise<string> {
  if (value === null || value === undefined) return '';
  if (field.kind === 'reference') return labelOf(field.resource, value as number);
  if (field.kind === 'references') return (await Promise.all((value as number[]).map((id) => labelOf(field.resource, id)))).join('; ');
  if (field.kind === 'texts') return (value as string[]).join('; ');
  if (field.kind === 'money') return ((value as number) / 100).toFixed(2);
  if (field.kind === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');

/** A field whose value a row may change without changing which record it names: a plain text, else a number. */
function changeableField(declaration: ResourceDeclaration, key: string): string | undefined {
  const updatable = writableFields(declaration, 'update').filter((name) => name !== key && !declaration.fields[name]!.unique);
  const plain = updatable.find((name) => {
    const field = declaration.fields[name]!;
    return (field.kind === 'text' && !field.pattern && !field.email) || field.kind === 'longText';
  });
  return plain ?? updatable.find((name) => declaration.fields[name]!.kind === 'integer');
}

describe.each(importing.map((declaration) => [declaration.name, declaration] as const))('importing %s', (name, declaration: ResourceDeclaration) => {
  const call = () => declaredCaller(t, declaration);
  const url = (path = '') => `/api/v1/admin/import/${name}${path}`;
  const upload = (path: string, csv: string, fields: Record<string, string> = {}) => {
    const form = multipartBody(fields, [{ field: 'file', filename: `${name}.csv`, contentType: 'text/csv', bytes: Buffer.from(csv, 'utf8') }]);
    return t.app.inject({ method: 'POST', url: url(path), payload: form.payload, headers: { ...superAdmin.headers, ...form.headers } });
  };
  // A referenced record by its unique text (a tutor by email), else by its label, as a file names it.
  const labelOf = async (resource: string, id: number) => {
    const target = all.find((each) => each.name === resource)!;
    const res = await declaredCaller(t, target)(superAdmin, 'get', { id });
    expect(res.statusCode, res.body).toBe(200);
    const named = Object.keys(target.fields).find((field) => target.fields[field]!.kind === 'text' && target.fields[field]!.unique) ?? target.labelField;
    return String(res.json().data[named]);
  };
  const make = (target: string) => makeRecord(t, superAdmin, all.find((each) => each.name === target)!, all, `${unique()}-ref`);
  const read = (id: number) => call()(superAdmin, 'get', { id });

  it('previews new, changed and refused rows, writes nothing until asked, imports them as one job and reverts the batch', async () => {
    const columns = writableFields(declaration, 'create').filter((field) => declaration.fields[field]!.kind !== 'links');
    const key = columns.find((field) => declaration.fields[field]!.unique);
    const line = async (values: Values) => quoted(await Promise.all(columns.map((field) => cellOf(declaration.fields[field]!, values[field], labelOf))));

    const rows: string[] = [];
    let existing: (Values & { id: number; updatedAt: string }) | undefined;
    let changed: string | undefined;
    if (key) {
      // Each reference to a record of its own, so that each is named by a label no other record has.
      const references: Values = {};
      for (const field of columns) {
        const kind = declaration.fields[field]!;
        if (kind.kind === 'reference') references[field] = await make(kind.resource);
        if (kind.kind === 'references') references[field] = [await make(kind.resource)];
      }
      existing = await createSample(t, superAdmin, declaration, all, unique(), references);
      changed = changeableField(declaration, key);
      const kind = changed && declaration.fields[changed]!.kind;
      const newValue = !changed ? undefined : kind === 'integer' ? (existing[changed] as number) + 1 : `Changed ${unique()}`;
      rows.push(await line(changed ? { ...existing, [changed]: newValue } : existing));
    }
    const fresh = await sampleBody(declaration, unique(), make);
    rows.push(await line(fresh));
    const refusedLine = rows.length + 2;
    // A label too long (a file of one column would skip an empty one as a blank line).
    const label = declaration.fields[declaration.labelField]!;
    const tooLong = label.kind === 'text' ? 'x'.repeat(label.max + 1) : null;
    rows.push(await line({ ...(await sampleBody(declaration, unique(), make)), [declaration.labelField]: tooLong }));
    const csv = `${columns.join(',')}\r\n${rows.join('\r\n')}\r\n`;

    const previewed = await upload('/preview', csv);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json().data as ImportPreview;
    const expected = { create: 1, update: changed ? 1 : 0, unchanged: existing && !changed ? 1 : 0, refused: 1 };
    expect(preview).toMatchObject({ columns, key: key ?? null, rows: rows.length, ...expected });
    expect(preview.refusals).toEqual([expect.objectContaining({ line: refusedLine, field: declaration.labelField })]);
    if (existing) expect((await read(existing.id)).json().data).toMatchObject({ updatedAt: existing.updatedAt });

    const started = await upload('', csv, { columns: JSON.stringify(preview.columns), previewedAt: preview.previewedAt });
    expect(started.statusCode, started.body).toBe(200);
    const job = await importJobOnceStopped(t, superAdmin.headers, name, (started.json().data as ImportJob).id);
    expect(job).toMatchObject({ status: 'done', rows: rows.length, ...expected });

    const [created] = await t.db.selectFrom('importJobRecords').select('recordId').where('jobId', '=', job.id).where('action', '=', 'create').execute();
    const made = await read(created!.recordId);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data[declaration.labelField]).toBe(fresh[declaration.labelField]);
    if (existing && changed) expect((await read(existing.id)).json().data[changed]).not.toEqual(existing[changed]);

    const reverted = await t.app.inject({ method: 'POST', url: url(`/jobs/${job.id}/revert`), headers: superAdmin.headers });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data).toEqual({ reverted: 1 + expected.update, leftAlone: [] });
    expect((await read(created!.recordId)).statusCode).toBe(404);
    if (existing && changed) expect((await read(existing.id)).json().data[changed]).toEqual(existing[changed]);
  });
});
