import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { hasAction } from '../../contract/declaration.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeRecord } from '../helpers/declared.js';
import { editForm } from '../helpers/editForm.js';
import { createTutor } from '../helpers/people.js';

/**
 * Every update call the admin makes (read off each declaration by the admin's own endpoint table)
 * refuses a stale version with 409 EDIT_CONFLICT and the record as its get answers it now, and changes nothing;
 * with the version as read it saves.
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

const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: { ...superAdmin.headers, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

describe('every update call the admin makes keeps someone else\'s save', () => {
  it.each(updatable.map((declaration) => [declaration.name, declaration] as const))('%s: a stale version is refused with 409 and the stored record, the read one saves', async (_name, declaration) => {
    const form = editForm(t, superAdmin, declaration);
    expect(form.update.ifMatch).toBe(true);
    const id = await makeRecord(t, superAdmin, declaration, all, `stale-${declaration.name}`);
    const opened = await form.read(id);
    const send = (version: string) => form.save(opened, opened, version);

    const stale = new Date(Date.parse(opened.updatedAt) - 1000).toISOString();
    const refused = await send(stale);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EDIT_CONFLICT', current: { id: opened.id, updatedAt: opened.updatedAt } });
    // The record as its get answers it, which the admin's conflict panel compares with the form.
    expect(refused.json().current).toEqual(await form.read(id));
    expect((await form.read(id)).updatedAt).toBe(opened.updatedAt);

    const saved = await send(opened.updatedAt);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe("a tutor's version", () => {
  it('moves with a change of the profile alone, so a second editor of the rate is refused', async () => {
    const id = await createTutor(t, superAdmin);
    const opened = (await call('GET', `/admin/tutor/${id}`)).json().data as { updatedAt: string };
    const first = await call('POST', `/admin/tutor/${id}`, { hourlyRateCents: 4200 }, { 'if-match': `"${opened.updatedAt}"` });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('POST', `/admin/tutor/${id}`, { hourlyRateCents: 3900 }, { 'if-match': `"${opened.updatedAt}"` });
    expect(second.statusCode).toBe(409);
    expect(second.json().current.hourlyRateCents).toBe(4200);
  });
});
