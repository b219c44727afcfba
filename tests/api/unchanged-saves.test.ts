import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { hasAction, writableFields, type ResourceDeclaration } from '../../contract/declaration.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeRecord } from '../helpers/declared.js';
import { editForm } from '../helpers/editForm.js';
import { auditRows, createTutor, insertCatalogue } from '../helpers/people.js';

/**
 * Every update call the admin makes (read off each declaration by the admin's own endpoint table)
 * writes nothing for a save of the form as it was opened: the record keeps its version, so another
 * editor of it meets no conflict, and its history gains no empty entry. A real change still moves
 * the version and is recorded once.
 */
const all = await discoverDeclarations();
const updatable = all.filter((declaration) => hasAction(declaration, 'update'));

let t: TestApp;
let superAdmin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
});
afterAll(async () => t.close());

/** The first free text the edit form writes: the value a real change changes. */
function changedText(declaration: ResourceDeclaration, id: number): Record<string, string> {
  const name = writableFields(declaration, 'update').find((each) => {
    const field = declaration.fields[each]!;
    return field.kind === 'longText' || (field.kind === 'text' && !field.pattern);
  });
  if (!name) throw new Error(`${declaration.name} has no free text field to change`);
  const field = declaration.fields[name] as { max: number };
  return { [name]: `Changed ${declaration.name} ${id}`.slice(0, field.max) };
}

describe('a save that changes no value writes nothing', () => {
  it.each(updatable.map((declaration) => [declaration.name, declaration] as const))('%s: the version stays and the history gains no entry; a change moves it and is recorded once', async (_name, declaration) => {
    const form = editForm(t, superAdmin, declaration);
    const id = await makeRecord(t, superAdmin, declaration, all, `unchanged-${declaration.name}`);
    const opened = await form.read(id);
    const history = await auditRows(t, declaration.name, id);

    const unchanged = await form.save(opened);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data.updatedAt).toBe(opened.updatedAt);
    expect(await form.read(id)).toEqual(opened);
    expect(await auditRows(t, declaration.name, id)).toEqual(history);

    const changed = await form.save(opened, { ...opened, ...changedText(declaration, id) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.updatedAt).not.toBe(opened.updatedAt);
    expect((await form.read(id)).updatedAt).toBe(changed.json().data.updatedAt);
    expect((await auditRows(t, declaration.name, id)).map((entry) => entry.action)).toEqual([...history.map((entry) => entry.action), 'update']);
  });
});

describe("a tutor's subjects, languages and levels are values of the tutor", () => {
  it('a save of the same links keeps the version; a change of the links alone moves it and is recorded once', async () => {
    const { subjects, languages, levels } = await insertCatalogue(t);
    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id).reverse();
    const id = await createTutor(t, superAdmin, { subjectIds: ids(subjects), languageIds: ids(languages), levelIds: ids(levels) });
    const form = editForm(t, superAdmin, all.find((declaration) => declaration.name === 'tutors')!);
    const opened = await form.read(id);
    const history = await auditRows(t, 'tutors', id);

    const unchanged = await form.save(opened);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data).toEqual(opened);
    expect(await auditRows(t, 'tutors', id)).toEqual(history);

    const changed = await form.save(opened, { ...opened, subjectIds: [subjects[0]!.id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ subjectIds: [subjects[0]!.id], languageIds: opened.languageIds, levelIds: opened.levelIds });
    expect(changed.json().data.updatedAt).not.toBe(opened.updatedAt);
    expect((await auditRows(t, 'tutors', id)).map((entry) => entry.action)).toEqual([...history.map((entry) => entry.action), 'update']);
  });
});
