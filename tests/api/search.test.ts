import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, get, insertBooking } from '../helpers/people.js';

interface Group {
  resource: string;
  total: number;
  items: { id: number; label: string }[];
}

/** GET /admin/search: one box for every resource, each searched as its list searches, under its read rules. */
describe('search everything', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let admin: TestAccount;
  let editor: TestAccount;
  const name = `Quillon${Date.now().toString(36)}`;
  let tutorId: number;
  let studentId: number;
  let staffId: number;
  let bookingId: number;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await createTestAccount(t, 'superAdmin');
    admin = await createTestAccount(t, 'admin', { userRole: 'admin' });
    editor = await createTestAccount(t, 'admin', { userRole: 'editor' });
    tutorId = await createTutor(t, superAdmin, { displayName: `${name} Tutor` });
    studentId = await createStudent(t, superAdmin, { displayName: `${name} Student` });
    staffId = (await createTestAccount(t, 'admin', { displayName: `${name} Staff`, userRole: 'admin' })).id;
    bookingId = await insertBooking(t, { studentId, tutorId, lessonAt: new Date('2026-12-01T10:00:00Z') });
  }, 60_000);
  afterAll(async () => t.close());

  const search = async (by: TestAccount | undefined, query: Record<string, string | number>) => get(t, by, '/admin/search', query);
  const groupsFor = async (by: TestAccount, q: string): Promise<Group[]> => {
    const res = await search(by, { q });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.groups as Group[];
  };
  const found = (groups: Group[], resource: string) => groups.find((group) => group.resource === resource)?.items ?? [];

  it('finds tutors, students and admin accounts by name, each under its own resource, with their labels', async () => {
    const groups = await groupsFor(superAdmin, name);
    expect(found(groups, 'tutors')).toEqual([{ id: tutorId, label: `${name} Tutor` }]);
    expect(found(groups, 'users')).toEqual([{ id: studentId, label: `${name} Student` }]);
    expect(found(groups, 'admin-management')).toEqual([{ id: staffId, label: `${name} Staff` }]);
    // A tutor is no student, and a student no tutor.
    expect(found(groups, 'users').some((item) => item.id === tutorId)).toBe(false);
    // Resources with no match are left out.
    expect(groups.every((group) => group.items.length > 0)).toBe(true);
  });

  it('leaves out what the reader may not read: staff accounts for an admin or an editor', async () => {
    for (const reader of [admin, editor]) {
      const groups = await groupsFor(reader, name);
      expect(found(groups, 'tutors').map((item) => item.id)).toEqual([tutorId]);
      expect(groups.map((group) => group.resource)).not.toContain('admin-management');
      expect(JSON.stringify(groups)).not.toContain(`${name} Staff`);
    }
  });

  it('puts the best match first: the student named exactly so before the booking that mentions them', async () => {
    const groups = await groupsFor(superAdmin, `${name} Student`);
    // The booking's student name holds the term too, and transactions come before students in the menu.
    expect(found(groups, 'transactions').map((item) => item.id)).toContain(bookingId);
    expect(groups[0]!.resource).toBe('users');
    expect(groups[0]!.items[0]).toEqual({ id: studentId, label: `${name} Student` });
  });

  it('finds a booking by its id', async () => {
    const groups = await groupsFor(superAdmin, String(bookingId));
    expect(found(groups, 'transactions').map((item) => item.id)).toContain(bookingId);
  });

  it('answers at most `limit` records of a resource, with how many match', async () => {
    for (const index of [1, 2, 3]) await createTutor(t, superAdmin, { displayName: `${name} Extra ${index}` });
    const res = await search(superAdmin, { q: name, limit: 2 });
    const tutors = (res.json().data.groups as Group[]).find((group) => group.resource === 'tutors')!;
    expect(tutors.items).toHaveLength(2);
    expect(tutors).toMatchObject({ total: 4, capped: false });
  });

  it('refuses no term, a term of spaces, a term too long and a bad limit, and anyone not staff', async () => {
    const refused: Record<string, string | number>[] = [{}, { q: '   ' }, { q: 'x'.repeat(201) }, { q: name, limit: 0 }, { q: name, limit: 11 }, { q: name, other: 1 }];
    for (const query of refused) {
      const res = await search(superAdmin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await search(undefined, { q: name })).statusCode).toBe(401);
    const student = await createTestAccount(t, 'user');
    expect((await search(student, { q: name })).statusCode).toBe(403);
  });
});
