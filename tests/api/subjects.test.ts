import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubjectNode } from '../../contract/subjects.js';
import { subjectDepthLimit } from '../../contract/values.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, caller, insertTutor, type Reply } from './contentApi.js';

let t: TestApp;
let admin: TestAccount;
let tutor: TestAccount;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
  tutor = await createTestAccount(t, 'tutor');
  call = caller(t, admin);
});
afterAll(async () => t.close());

/** Every test starts from the same small tree: Mathematics > Algebra > Linear algebra, Calculus; Music > Piano. */
let ids: Record<string, number>;
beforeEach(async () => {
  await t.db.deleteFrom('bookings').execute();
  await t.db.deleteFrom('tutorSubjects').execute();
  for (let depth = 0; depth < 5; depth += 1) {
    await t.db.deleteFrom('subjects').where(({ not, exists, selectFrom }) => not(exists(selectFrom('subjects as c').select('c.id').whereRef('c.parentId', '=', 'subjects.id')))).execute();
  }
  ids = {};
  const add = async (name: string, parent?: string) => {
    const res = await call('POST', '/admin/subject/add', { name, ...(parent ? { parentId: ids[parent] } : {}) });
    expect(res.status).toBe(200);
    ids[name] = res.body.data.id;
  };
  await add('Mathematics');
  await add('Algebra', 'Mathematics');
  await add('Calculus', 'Mathematics');
  await add('Linear algebra', 'Algebra');
  await add('Music');
  await add('Piano', 'Music');
});

const names = (nodes: SubjectNode[]): unknown[] => nodes.map((node) => (node.children?.length ? [node.name, names(node.children)] : node.name));
const tree = async (query = '') => {
  const res = await call('GET', `/tutor/getSubjects${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { items: SubjectNode[]; total: number };
};
const expectConflict = (res: Reply, message: string | RegExp) => {
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('CONFLICT');
  expect(res.body.message).toMatch(message);
};

describe('GET /tutor/getSubjects', () => {
  it('answers the tree in manual order with counts, total being its top-level subjects', async () => {
    const tutorId = await insertTutor(t);
    await t.db.insertInto('tutorSubjects').values({ tutorId, subjectId: ids.Algebra! }).execute();
    const data = await tree();
    expect(names(data.items)).toEqual([['Mathematics', [['Algebra', ['Linear algebra']], 'Calculus']], ['Music', ['Piano']]]);
    expect(data.total).toBe(2);
    const algebra = data.items[0]!.children![0]!;
    expect(algebra).toMatchObject({ name: 'Algebra', parentId: ids.Mathematics, tutorCount: 1, childCount: 1 });
  });

  it('counts each tutor once across a subject and everything below it, when asked (subtreeCounts)', async () => {
    const [both, deep, parentOnly] = [await insertTutor(t), await insertTutor(t), await insertTutor(t)];
    await t.db
      .insertInto('tutorSubjects')
      .values([
        { tutorId: both, subjectId: ids.Algebra! },
        { tutorId: both, subjectId: ids.Calculus! },
        { tutorId: deep, subjectId: ids['Linear algebra']! },
        { tutorId: parentOnly, subjectId: ids.Mathematics! },
      ])
      .execute();
    const counts = (items: SubjectNode[]) => Object.fromEntries(items.map((item) => [item.name, [item.tutorCount, item.subtreeTutorCount]]));
    const flat = await call('GET', '/tutor/getSubjects?flat=true&limit=100&subtreeCounts=true');
    expect(counts(flat.body.data.items)).toEqual({
      Mathematics: [1, 3],
      Algebra: [1, 2],
      Calculus: [1, 1],
      'Linear algebra': [1, 1],
      Music: [0, 0],
      Piano: [0, 0],
    });
    const nested = (await tree('?subtreeCounts=true')).items[0]!;
    expect([nested.subtreeTutorCount, nested.children![0]!.subtreeTutorCount]).toEqual([3, 2]);
    expect((await tree()).items[0]).not.toHaveProperty('subtreeTutorCount');
  });

  it('is open to any signed-in account, not to anonymous callers', async () => {
    expect((await caller(t, tutor)('GET', '/tutor/getSubjects')).status).toBe(200);
    expect((await caller(t)('GET', '/tutor/getSubjects')).status).toBe(401);
  });

  it('keeps search matches with their ancestors, sorts siblings and narrows to a parent', async () => {
    expect(names((await tree('?search=LINEAR')).items)).toEqual([['Mathematics', [['Algebra', ['Linear algebra']]]]]);
    expect((await tree('?search=linear')).total).toBe(1);
    expect(names((await tree('?sort=name&dir=desc')).items)).toEqual([['Music', ['Piano']], ['Mathematics', ['Calculus', ['Algebra', ['Linear algebra']]]]]);
    expect(names((await tree(`?parentId=${ids.Mathematics}`)).items)).toEqual([['Algebra', ['Linear algebra']], 'Calculus']);
  });

  it('answers a flat page with parentId when flat=true, filtered by parent and searchable', async () => {
    const roots = await tree('?flat=true&parentId=null&sort=name');
    expect(roots.items.map((s) => s.name)).toEqual(['Mathematics', 'Music']);
    expect(roots.items[0]).not.toHaveProperty('children');
    const children = await tree(`?flat=true&parentId=${ids.Mathematics}&sort=name`);
    expect(children.items.map((s) => [s.name, s.parentId])).toEqual([['Algebra', ids.Mathematics], ['Calculus', ids.Mathematics]]);
    const page = await tree('?flat=true&sort=id&limit=2&page=2');
    expect(page.items.map((s) => s.name)).toEqual(['Calculus', 'Linear algebra']);
    expect(page.total).toBe(6);
    expect((await tree('?flat=true&search=alg')).items.map((s) => s.name).sort()).toEqual(['Algebra', 'Linear algebra']);
  });

  it('pages the tree by its top-level subjects, each with its whole subtree, total counting them', async () => {
    const whole = [['Mathematics', [['Algebra', ['Linear algebra']], 'Calculus']], ['Music', ['Piano']]];
    for (const query of ['?limit=500', '?page=1&limit=25', '?page=1']) {
      const data = await tree(query);
      expect(names(data.items), query).toEqual(whole);
      expect(data.total, query).toBe(2);
    }
    const second = await tree('?page=2&limit=1');
    expect(names(second.items)).toEqual([['Music', ['Piano']]]);
    expect(second.total).toBe(2);
    expect(await tree('?page=3&limit=1')).toEqual({ items: [], total: 2 });
    expect(await tree(`?parentId=${ids.Mathematics}&page=2&limit=1`)).toMatchObject({ items: [{ name: 'Calculus' }], total: 2 });
    expect(names((await tree('?search=piano&sort=name&dir=desc&limit=1')).items)).toEqual([['Music', ['Piano']]]);
    expect((await tree('?flat=true&limit=2')).items).toHaveLength(2);
    expect((await tree('?flat=true')).items).toHaveLength(6);
  });

  it('accepts the tutor forms limit of 500 and refuses more, or a bad flag', async () => {
    for (const flat of ['flat=true&', '']) {
      expect((await call('GET', `/tutor/getSubjects?${flat}limit=500`)).status).toBe(200);
      const over = await call('GET', `/tutor/getSubjects?${flat}limit=501`);
      expect(over.status).toBe(400);
      expect(over.body.errors.limit).toBeTruthy();
    }
    const bad = await call('GET', '/tutor/getSubjects?flat=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.flat).toBeTruthy();
  });
});

describe('POST /admin/subject/add', () => {
  it('adds at the top level or under a parent, at the end of its siblings, and audits it', async () => {
    const res = await call('POST', '/admin/subject/add', { name: 'Statistics', parentId: ids.Mathematics });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Statistics', parentId: ids.Mathematics, sortOrder: 3, tutorCount: 0, childCount: 0 });
    const audit = (await auditRows(t, 'subjects')).at(-1)!;
    expect(audit).toMatchObject({ action: 'create', recordId: String(res.body.data.id), actorName: 'Ada Admin' });
  });

  it('refuses a duplicate name under the same parent, but not under another', async () => {
    const duplicate = await call('POST', '/admin/subject/add', { name: 'algebra', parentId: ids.Mathematics });
    expectConflict(duplicate, '"algebra" already exists under Mathematics');
    const why = { reason: 'DUPLICATE_SUBJECT', params: { value: 'algebra', parent: 'Mathematics' } };
    expect(duplicate.body).toMatchObject({ ...why, fieldReasons: { name: why } });
    const elsewhere = await call('POST', '/admin/subject/add', { name: 'Algebra', parentId: ids.Music });
    expect(elsewhere.status).toBe(200);
    expectConflict(await call('POST', '/admin/subject/add', { name: 'MUSIC' }), 'the top level');
  });

  it('refuses a missing parent, an empty name or unknown fields with 400', async () => {
    const noParent = await call('POST', '/admin/subject/add', { name: 'Orphan', parentId: 999_999 });
    expect(noParent.status).toBe(400);
    expect(noParent.body.errors.parentId).toBeTruthy();
    const empty = await call('POST', '/admin/subject/add', { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toBeTruthy();
    expect((await call('POST', '/admin/subject/add', { name: 'X', colour: 'red' })).status).toBe(400);
    expect((await tree('?flat=true')).total).toBe(6);
  });
});

describe('POST /admin/subject/update', () => {
  it('renames, reorders and moves a subject, auditing before and after', async () => {
    const res = await call('POST', '/admin/subject/update', { id: ids.Calculus, name: 'Calculus I', parentId: null, sortOrder: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Calculus I', parentId: null, sortOrder: 0 });
    expect(names((await tree()).items)[0]).toBe('Calculus I');
    const audit = (await auditRows(t, 'subjects')).at(-1)!;
    expect(audit.before).toMatchObject({ name: 'Calculus', parentId: ids.Mathematics });
    expect(audit.after).toMatchObject({ name: 'Calculus I', parentId: null });
  });

  it('refuses an empty place in the order (null) with 400 naming it, changing nothing', async () => {
    const before = (await call('GET', `/admin/subject/${ids.Algebra}`)).body.data;
    const res = await call('POST', '/admin/subject/update', { id: ids.Algebra, sortOrder: null });
    expect(res.status).toBe(400);
    expect(res.body.errors.sortOrder).toBeTruthy();
    expect((await call('GET', `/admin/subject/${ids.Algebra}`)).body.data).toEqual(before);
  });

  it('refuses to move a subject under itself or its own descendant, changing nothing', async () => {
    for (const target of [ids.Mathematics, ids.Algebra, ids['Linear algebra']]) {
      const res = await call('POST', '/admin/subject/update', { id: ids.Mathematics, parentId: target });
      expect(res.status).toBe(400);
      expect(res.body.errors.parentId).toBe('Mathematics cannot move under itself or one of its own sub-subjects');
    }
    expect((await tree()).items[0]).toMatchObject({ name: 'Mathematics', parentId: null });
  });

  it('refuses a name clash under the new parent (409), a missing subject (404) and a missing parent (400)', async () => {
    await call('POST', '/admin/subject/add', { name: 'Piano', parentId: ids.Mathematics });
    expectConflict(await call('POST', '/admin/subject/update', { id: ids.Piano, parentId: ids.Mathematics }), 'already exists under Mathematics');
    expect((await call('POST', '/admin/subject/update', { id: 999_999, name: 'Ghost' })).status).toBe(404);
    expect((await call('POST', '/admin/subject/update', { id: ids.Piano, parentId: 999_999 })).status).toBe(400);
  });
});

describe('POST /admin/subject/remove', () => {
  it('refuses a subject with sub-subjects, saying how many', async () => {
    const parent = await call('POST', '/admin/subject/remove', { id: ids.Mathematics });
    expectConflict(parent, 'Mathematics has 2 sub-subjects, so it cannot be removed');
    expect(parent.body).toMatchObject({ reason: 'IN_USE', params: { label: 'Mathematics', uses: { subjects: 2 } } });
  });

  it('refuses a subject tutors or bookings use, saying how many', async () => {
    const student = await insertTutor(t, 'Student');
    for (let i = 0; i < 3; i += 1) {
      await t.db.insertInto('tutorSubjects').values({ tutorId: await insertTutor(t), subjectId: ids.Piano! }).execute();
    }
    await t.db
      .insertInto('bookings')
      .values({ studentId: student, tutorId: student, subjectId: ids.Calculus!, studentName: 'S', tutorName: 'T', lessonAt: new Date(), amountCents: 1000, platformFeeCents: 150 })
      .execute();
    const taught = await call('POST', '/admin/subject/remove', { id: ids.Piano });
    expectConflict(taught, 'Piano is used by 3 tutors, so it cannot be removed');
    expect(taught.body).toMatchObject({ reason: 'IN_USE', params: { label: 'Piano', uses: { tutors: 3 } } });
    const booked = await call('POST', '/admin/subject/remove', { id: ids.Calculus });
    expectConflict(booked, 'Calculus is used by 1 booking');
    expect(booked.body).toMatchObject({ reason: 'IN_USE', params: { label: 'Calculus', uses: { transactions: 1 } } });
  });

  it('removes a whole branch given together, all or nothing, and audits each removal', async () => {
    const tutorId = await insertTutor(t);
    await t.db.insertInto('tutorSubjects').values({ tutorId, subjectId: ids.Piano! }).execute();
    const refused = await call('POST', '/admin/subject/remove', { ids: [ids.Algebra, ids['Linear algebra'], ids.Piano] });
    expectConflict(refused, /Piano is used by 1 tutor.*nothing was removed/);
    expect(refused.body).toMatchObject({ reason: 'IN_USE_NONE_REMOVED', params: { records: [{ label: 'Piano', uses: { tutors: 1 } }] } });
    expect((await tree('?flat=true')).total).toBe(6);

    const removed = await call('POST', '/admin/subject/remove', { ids: [ids.Algebra, ids['Linear algebra']] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.ids).toEqual([ids.Algebra, ids['Linear algebra']]);
    expect(names((await tree()).items)).toEqual([['Mathematics', ['Calculus']], ['Music', ['Piano']]]);
    const deletes = (await auditRows(t, 'subjects')).filter((row) => row.action === 'delete').map((row) => row.recordId);
    expect(deletes).toEqual(expect.arrayContaining([String(ids.Algebra), String(ids['Linear algebra'])]));
  });

  it('answers 404 naming an unknown id, removing nothing', async () => {
    const res = await call('POST', '/admin/subject/remove', { ids: [ids.Calculus, 999_999] });
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('999999');
    expect((await tree('?flat=true')).total).toBe(6);
  });
});

describe('POST /admin/subject/remove/children', () => {
  it('removes all children of a parent, or only the given ones', async () => {
    await call('POST', '/admin/subject/add', { name: 'Guitar', parentId: ids.Music });
    const some = await call('POST', '/admin/subject/remove/children', { parentId: ids.Music, ids: [ids.Piano] });
    expect(some.status).toBe(200);
    expect(some.body.data.ids).toEqual([ids.Piano]);
    expect(names((await tree(`?parentId=${ids.Music}`)).items)).toEqual(['Guitar']);
    const all = await call('POST', '/admin/subject/remove/children', { parentId: ids.Music });
    expect(all.status).toBe(200);
    expect((await tree(`?parentId=${ids.Music}`)).items).toEqual([]);
  });

  it('refuses ids that are not children of the parent (400), a child with its own children (409), a missing parent (404)', async () => {
    const stranger = await call('POST', '/admin/subject/remove/children', { parentId: ids.Music, ids: [ids.Calculus] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors.ids).toBe(`Subject ${ids.Calculus} is not a sub-subject of Music`);
    expectConflict(await call('POST', '/admin/subject/remove/children', { parentId: ids.Mathematics }), 'Algebra has 1 sub-subject');
    expect((await call('POST', '/admin/subject/remove/children', { parentId: 999_999 })).status).toBe(404);
    expect((await tree('?flat=true')).total).toBe(6);
  });
});

describe('the trash of subjects', () => {
  const restore = (restoreIds: number[]) => call('POST', '/admin/trash/subjects/restore', { ids: restoreIds });

  it('takes a removed branch, and gives it back whole in one restore, each parent before its sub-subjects', async () => {
    // Statistics is newer than Calculus, which moves under it: by id, the sub-subject would come back before its parent.
    const statistics = (await call('POST', '/admin/subject/add', { name: 'Statistics' })).body.data.id as number;
    expect((await call('POST', '/admin/subject/update', { id: ids.Calculus, parentId: statistics })).status).toBe(200);
    expect((await call('POST', '/admin/subject/remove', { ids: [ids.Calculus, statistics] })).status).toBe(200);
    const trash = await call('GET', '/admin/trash/subjects?search=stat');
    expect(trash.body.data.items.filter((item: { id: number }) => item.id === statistics)).toMatchObject([{ label: 'Statistics', deletedByName: 'Ada Admin' }]);

    const restored = await restore([ids.Calculus!, statistics]);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(names((await tree()).items)).toEqual([['Mathematics', [['Algebra', ['Linear algebra']]]], ['Music', ['Piano']], ['Statistics', ['Calculus']]]);
    const restores = (await auditRows(t, 'subjects')).filter((row) => row.action === 'restore').map((row) => row.recordId);
    expect(restores).toEqual(expect.arrayContaining([String(ids.Calculus), String(statistics)]));
  });

  it('refuses a sub-subject whose parent is still in the trash, saying so, and restores nothing', async () => {
    expect((await call('POST', '/admin/subject/remove/children', { parentId: ids.Music })).status).toBe(200);
    expect((await call('POST', '/admin/subject/remove', { ids: [ids.Music] })).status).toBe(200);
    const refused = await restore([ids.Piano!]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ reason: 'REFERENCE_IN_TRASH', params: { labels: ['Music'] } });
    expect(refused.body.message).toContain('Music');
    expect(names((await tree()).items)).toEqual([['Mathematics', [['Algebra', ['Linear algebra']], 'Calculus']]]);
  });

  it('refuses a subject whose name a sibling took since (409 on the name), and one with no room left under its parent', async () => {
    expect((await call('POST', '/admin/subject/remove', { ids: [ids.Calculus] })).status).toBe(200);
    expect((await call('POST', '/admin/subject/add', { name: 'calculus', parentId: ids.Mathematics })).status).toBe(200);
    const clash = await restore([ids.Calculus!]);
    expectConflict(clash, /"Calculus" already exists under Mathematics/);
    expect(clash.body).toMatchObject({ errors: { name: expect.any(String) } });

    expect((await call('POST', '/admin/subject/remove', { ids: [ids.Piano] })).status).toBe(200);
    // Music moves to the bottom of a branch as deep as subjects go: Piano has no room under it any more.
    let parent: number | null = null;
    for (let depth = 1; depth < subjectDepthLimit; depth += 1) {
      const added = await call('POST', '/admin/subject/add', { name: `Level ${depth}`, ...(parent === null ? {} : { parentId: parent }) });
      expect(added.status).toBe(200);
      parent = added.body.data.id;
    }
    expect((await call('POST', '/admin/subject/update', { id: ids.Music, parentId: parent })).status).toBe(200);
    const tooDeep = await restore([ids.Piano!]);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.reason).toBe('SUBJECT_TOO_DEEP');
    expect((await call('GET', '/admin/trash/subjects')).body.data.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([ids.Calculus, ids.Piano]));
  });
});
