import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { callsOf, splitCall, subsetQueryOf, type ResourceDeclaration } from '../../contract/declaration.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeRecord } from '../helpers/declared.js';
import { createStudent, createTutor, get, insertBooking } from '../helpers/people.js';

/*
 * `ids=3,7,12` on every list call: the admin reads the records a page of references names in one
 * call (react-admin's getMany), people (tutors, students, admin accounts) as any other resource.
 */
const all = await discoverDeclarations();
const listed = all.filter((declaration) => !declaration.singleton);

let t: TestApp;
let boss: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  boss = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
});
afterAll(async () => t.close());

/** A new record of the resource (a transaction is a booking, which no call creates). */
async function newRecord(declaration: ResourceDeclaration, serial: number): Promise<number> {
  if (declaration.name === 'transactions') {
    return insertBooking(t, { studentId: await createStudent(t, boss), tutorId: await createTutor(t, boss), lessonAt: new Date() });
  }
  return makeRecord(t, boss, declaration, all, `ids${serial}x${Date.now().toString(36)}`);
}

const listPath = (declaration: ResourceDeclaration) => splitCall(callsOf(declaration).list).path;

describe.each(listed.map((declaration) => [declaration.name, declaration] as const))('%s list: ids', (_name, declaration) => {
  it('answers exactly the records named, in one call', async () => {
    const [first, , third] = [await newRecord(declaration, 1), await newRecord(declaration, 2), await newRecord(declaration, 3)];
    const res = await get(t, boss, listPath(declaration), { ...subsetQueryOf(declaration), ids: `${third},${first}`, limit: 500 });
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json().data as { items: Array<{ id: number }>; total: number };
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual([first, third]);
    expect(total).toBe(2);
  });

  it('refuses more ids than a page holds, and ids that are not whole numbers, with a 400 naming ids', async () => {
    const tooMany = Array.from({ length: 501 }, (_, index) => index + 1).join(',');
    for (const ids of [tooMany, 'abc', '1,,2', '0', '1.5', '-3', '99999999999']) {
      const res = await get(t, boss, listPath(declaration), { ...subsetQueryOf(declaration), ids });
      expect(res.statusCode, `${ids.slice(0, 20)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).some((key) => key.endsWith('ids')), res.body).toBe(true);
    }
  });
});
