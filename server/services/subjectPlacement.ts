import { sql, type Kysely } from 'kysely';
import { subjectDepthLimit, type Subject } from '../../contract/subjects.js';
import type { Database } from '../db/schema.js';
import { badRequestOn, refusal } from '../errors.js';

type Db = Kysely<Database>;

/**
 * How many levels `parentId` and its ancestors make (0 for the top level), and whether `subjectId`
 * is one of them. The walk stops past the depth limit: a parent that deep is refused anyway, so a
 * chain stored deeper than the limit costs no more than one within it.
 */
async function levelsAbove(db: Db, parentId: number | null, subjectId: number | null): Promise<{ levels: number; underItself: boolean }> {
  if (parentId === null) return { levels: 0, underItself: false };
  const { rows } = await sql<{ levels: number; underItself: boolean }>`
    with recursive up(id, parent_id, level) as (
      select id, parent_id, 1 from subjects where id = ${parentId}
      union all
      select parent.id, parent.parent_id, up.level + 1 from subjects parent join up on parent.id = up.parent_id where up.level <= ${subjectDepthLimit}
    )
    select count(*)::int as "levels", coalesce(bool_or(id = ${subjectId ?? 0}), false) as "underItself" from up`.execute(db);
  return rows[0] ?? { levels: 0, underItself: false };
}

/** How many levels lie below the subject (0 for a leaf), counted up to the depth limit. */
async function levelsBelow(db: Db, subjectId: number): Promise<number> {
  const { rows } = await sql<{ levels: number }>`
    with recursive down(id, level) as (
      select id, 0 from subjects where id = ${subjectId}
      union all
      select child.id, down.level + 1 from subjects child join down on child.parent_id = down.id where down.level < ${subjectDepthLimit}
    )
    select max(level)::int as "levels" from down`.execute(db);
  return rows[0]?.levels ?? 0;
}

const tooDeep = () =>
  badRequestOn('parentId', `Subjects go at most ${subjectDepthLimit} levels deep; choose a parent higher up`, refusal('SUBJECT_TOO_DEEP', { limit: subjectDepthLimit }));

/** 400 when a new subject under `parentId` would lie deeper than the depth limit. */
export async function assertRoomToAdd(db: Db, parentId: number | null): Promise<void> {
  if ((await levelsAbove(db, parentId, null)).levels + 1 > subjectDepthLimit) throw tooDeep();
}

/**
 * 400 when moving the subject under `parentId` would put it under itself or one of its own
 * sub-subjects, or push it or the deepest subject below it past the depth limit.
 */
export async function assertRoomToMove(db: Db, subject: Subject, parentId: number | null): Promise<void> {
  const above = await levelsAbove(db, parentId, subject.id);
  if (above.underItself) {
    throw badRequestOn('parentId', `${subject.name} cannot move under itself or one of its own sub-subjects`, refusal('SUBJECT_UNDER_ITSELF', { label: subject.name }));
  }
  if (above.levels + 1 > subjectDepthLimit || above.levels + 1 + (await levelsBelow(db, subject.id)) > subjectDepthLimit) throw tooDeep();
}
