import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subjectDepthLimit, type SubjectNode } from '../../contract/subjects.js';
import { createTestAccount } from '../helpers/accounts.js';
import { startTestApp, withoutStatementTimeout, type TestApp } from '../helpers/app.js';
import { caller } from './contentApi.js';

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t, await createTestAccount(t, 'admin'));
});
afterAll(async () => t.close());

/** Deepest first, so no subject is removed before its sub-subjects. */
beforeEach(async () => {
  const { rows } = await sql<{ id: number }>`
    with recursive down(id, level) as (
      select id, 1 from subjects where parent_id is null
      union all
      select child.id, down.level + 1 from subjects child join down on child.parent_id = down.id
    )
    select id from down order by level desc`.execute(t.db);
  for (const { id } of rows) await t.db.deleteFrom('subjects').where('id', '=', id).execute();
});

const add = async (name: string, parentId: number | null = null) => call('POST', '/admin/subject/add', { name, parentId });

/** A chain of subjects added through the API, each under the one before; their ids, top first. */
async function addChain(prefix: string, levels: number, parentId: number | null = null): Promise<number[]> {
  const ids: number[] = [];
  for (let level = 1; level <= levels; level += 1) {
    const res = await add(`${prefix} ${level}`, ids.at(-1) ?? parentId);
    expect(res.status, `${prefix} ${level}`).toBe(200);
    ids.push(res.body.data.id);
  }
  return ids;
}

/** How deep a nested answer goes, walked without recursion. */
function depthOf(items: SubjectNode[]): number {
  let deepest = 0;
  const stack = items.map((node) => ({ node, level: 1 }));
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    deepest = Math.max(deepest, entry.level);
    for (const child of entry.node.children ?? []) stack.push({ node: child, level: entry.level + 1 });
  }
  return deepest;
}

const subjectCount = async () => Number((await t.db.selectFrom('subjects').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

const expectTooDeep = (res: { status: number; body: { code: string; reason: string; params: unknown; errors: Record<string, string> } }) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'SUBJECT_TOO_DEEP', params: { limit: subjectDepthLimit } });
  expect(res.body.errors.parentId).toContain(`${subjectDepthLimit} levels`);
};

describe('the depth limit of the subject tree', () => {
  it(`adds subjects down to level ${subjectDepthLimit} and refuses the first level over it, changing nothing`, async () => {
    const chain = await addChain('Level', subjectDepthLimit);
    const before = await subjectCount();
    expectTooDeep(await add('One too deep', chain.at(-1)!));
    expect(await subjectCount()).toBe(before);
    const tree = await call('GET', '/tutor/getSubjects');
    expect(depthOf(tree.body.data.items)).toBe(subjectDepthLimit);
  });

  it('refuses a move that would put the moved subject or the leaves below it over the limit, changing nothing', async () => {
    const deep = await addChain('Deep', subjectDepthLimit);
    const branch = await addChain('Branch', 2);
    // The branch would fit, its leaf would not.
    expectTooDeep(await call('POST', '/admin/subject/update', { id: branch[0], parentId: deep.at(-2) }));
    expectTooDeep(await call('POST', '/admin/subject/update', { id: branch[1], parentId: deep.at(-1), name: 'Renamed' }));
    const rows = await t.db.selectFrom('subjects').select(['id', 'name', 'parentId']).where('id', 'in', branch).orderBy('id').execute();
    expect(rows).toEqual([
      { id: branch[0], name: 'Branch 1', parentId: null },
      { id: branch[1], name: 'Branch 2', parentId: branch[0] },
    ]);
    // Its leaf exactly at the limit is allowed.
    expect((await call('POST', '/admin/subject/update', { id: branch[0], parentId: deep.at(-3) })).status).toBe(200);
  });
});

describe('a subject chain deeper than the limit, stored before the limit existed', () => {
  const chainLength = 1000;
  let chain: number[];

  beforeEach(async () => {
    await withoutStatementTimeout(t, (trx) =>
      sql`do $$
        declare parent integer := null;
        begin
          for level in 1..${sql.lit(chainLength)} loop
            insert into subjects (name, parent_id) values ('Chain ' || level, parent) returning id into parent;
          end loop;
        end $$`.execute(trx),
    );
    const rows = await sql<{ id: number }>`
      with recursive down(id, level) as (
        select id, 1 from subjects where name = 'Chain 1'
        union all
        select child.id, down.level + 1 from subjects child join down on child.parent_id = down.id
      )
      select id from down order by level`.execute(t.db);
    chain = rows.rows.map((row) => row.id);
    expect(chain).toHaveLength(chainLength);
  });

  it('is served whole, as the tree (with or without subtree counts) and as the flat list', async () => {
    for (const query of ['', '?subtreeCounts=true', `?parentId=${chain[0]}`, '?search=Chain%20999']) {
      const res = await call('GET', `/tutor/getSubjects${query}`);
      expect(res.status, query).toBe(200);
      expect(depthOf(res.body.data.items), query).toBeGreaterThan(990);
    }
    const flat = await call('GET', '/tutor/getSubjects?flat=true&limit=500&subtreeCounts=true');
    expect(flat.status).toBe(200);
    expect(flat.body.data.total).toBe(chainLength);
  });

  it('can still be renamed, but no subject of it moves, not even to the top level', async () => {
    expect((await call('POST', '/admin/subject/update', { id: chain[900], name: 'Renamed' })).status).toBe(200);
    expect((await call('POST', '/admin/subject/update', { id: chain[900], parentId: chain[899], sortOrder: 3 })).status).toBe(200);
    expectTooDeep(await call('POST', '/admin/subject/update', { id: chain[900], parentId: null }));
    expectTooDeep(await call('POST', '/admin/subject/update', { id: chain[0], parentId: chain.at(-1) }));
    const underItself = await call('POST', '/admin/subject/update', { id: chain[0], parentId: chain[3] });
    expect(underItself.status).toBe(400);
    expect(underItself.body.reason).toBe('SUBJECT_UNDER_ITSELF');
    expect(await t.db.selectFrom('subjects').select('parentId').where('id', 'in', [chain[0]!, chain[900]!]).orderBy('id').execute()).toEqual([{ parentId: null }, { parentId: chain[899] }]);
  });

  it('can be removed with its root, all or nothing, up to 500 subjects a call', async () => {
    const alone = await call('POST', '/admin/subject/remove', { id: chain[0] });
    expect(alone.status).toBe(409);
    expect(alone.body.message).toContain('Chain 1 has 1 sub-subject');
    // A call removes up to 500 subjects: the lower half first, then the upper half with the root.
    const lower = await call('POST', '/admin/subject/remove', { ids: chain.slice(500) });
    expect(lower.status).toBe(200);
    const upper = await call('POST', '/admin/subject/remove', { ids: chain.slice(0, 500) });
    expect(upper.status).toBe(200);
    expect(upper.body.data.ids).toHaveLength(500);
    expect(await subjectCount()).toBe(0);
  });
});
