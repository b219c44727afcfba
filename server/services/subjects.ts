import { assertVersionRead, versionRead } from '../declared/ifMatch.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { subjectSortable, type Subject } from '../../contract/subjects.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { InUseRecord } from '../../contract/errorReasons.js';
import { badRequest, badRequestOn, conflict, conflictOn, notFound, refusal } from '../errors.js';
import { recordAudit } from './audit.js';
import { countNoun, inUseConflict } from './inUse.js';
import { withIsoDates } from './jsonDates.js';
import type { ListSource } from './listPage.js';
import { isForeignKeyViolation, isUniqueViolation } from './pgErrors.js';
import { assertRoomToAdd, assertRoomToMove } from './subjectPlacement.js';
import { depthsWithin } from './subjectTree.js';
import { updateTransaction } from './updateTransaction.js';
import { ownTransaction } from '../db/ownTransaction.js';
import { withPositions } from '../declared/positions.js';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import subjectsDeclaration from '../../src/resources/subjects/resource.js';
import { moveToTrash } from '../trash/trash.js';
import type { DeclaredRecord } from '../declared/records.js';

type Db = Kysely<Database>;
type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;
const resource = 'subjects';
const declaration = subjectsDeclaration as unknown as ResourceDeclaration;

/**
 * Moves take this transaction lock, so two concurrent moves can never build a cycle together; adds
 * under a parent take it shared, so a move cannot take their parent past the depth limit meanwhile.
 */
const treeLock = 7_310_001;

/** Subjects with how many tutors teach each and how many direct sub-subjects each has. */
export function selectSubjects(db: Db) {
  return db
    .selectFrom('subjects')
    .select(['subjects.id', 'subjects.name', 'subjects.parentId', 'subjects.sortOrder', 'subjects.createdAt', 'subjects.updatedAt'])
    .select((eb) => [
      eb
        .selectFrom('tutorSubjects')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('tutorSubjects.subjectId', '=', 'subjects.id')
        .$asScalar()
        .$notNull()
        .as('tutorCount'),
      eb
        .selectFrom('subjects as child')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('child.parentId', '=', 'subjects.id')
        .$asScalar()
        .$notNull()
        .as('childCount'),
    ]);
}

/**
 * Each subject's `subtreeTutorCount`: the tutors who teach it or a subject below it, each counted
 * once. Only subjects with sub-subjects need the query (a leaf's is its own count).
 */
export async function withSubtreeTutorCounts(db: Db, subjects: Subject[]): Promise<Subject[]> {
  const parents = subjects.filter((subject) => subject.childCount > 0).map((subject) => subject.id);
  const counts = new Map<number, number>();
  if (parents.length > 0) {
    const { rows } = await sql<{ id: number; n: number }>`
      with recursive lineage(ancestor_id, subject_id) as (
        select id, id from subjects where id in (${sql.join(parents)})
        union all
        select lineage.ancestor_id, child.id from lineage join subjects child on child.parent_id = lineage.subject_id
      )
      select pairs.ancestor_id as id, count(*)::int as n
      from (select distinct lineage.ancestor_id, ts.tutor_id from lineage join tutor_subjects ts on ts.subject_id = lineage.subject_id) pairs
      group by pairs.ancestor_id`.execute(db);
    for (const row of rows) counts.set(row.id, row.n);
  }
  return subjects.map((subject) => ({ ...subject, subtreeTutorCount: subject.childCount > 0 ? (counts.get(subject.id) ?? 0) : subject.tutorCount }));
}

type SubjectRow = Awaited<ReturnType<ReturnType<typeof selectSubjects>['executeTakeFirstOrThrow']>>;

export const presentSubject = (row: SubjectRow): Subject => withIsoDates(row);


const sortColumns = Object.fromEntries(subjectSortable.map((field) => [field, `subjects.${field}`]));

/**
 * The flat list of subjects (the tree call with flat=true): under one parent
 * (`parentId`, null for the top level) or all, each with the tutors of its subtree when asked.
 */
export function subjectListSource(db: DB, query: { parentId?: number | null; subtreeCounts?: boolean }): ListSource<SubjectRow, Subject> {
  let base = selectSubjects(db);
  if (query.parentId === null) base = base.where('subjects.parentId', 'is', null);
  else if (query.parentId !== undefined) base = base.where('subjects.parentId', '=', query.parentId);
  return {
    base,
    toItems: (rows) => (query.subtreeCounts ? withSubtreeTutorCounts(db, rows.map(presentSubject)) : rows.map(presentSubject)),
    options: { sortColumns, idColumn: 'subjects.id', search: (eb, pattern) => eb('subjects.name', 'ilike', pattern) },
  };
}

/** One subject as its calls answer it: with its tutors and sub-subjects counted. */
export async function findSubject(db: Db, id: number) {
  const row = await selectSubjects(db).where('subjects.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Subject', 'subjects');
  return presentSubject(row);
}

async function parentName(db: Db, parentId: number | null): Promise<string | null> {
  if (parentId === null) return null;
  const parent = await db.selectFrom('subjects').select('name').where('id', '=', parentId).executeTakeFirst();
  if (!parent) {
    const why = refusal('PARENT_SUBJECT_MISSING', { id: parentId });
    throw badRequest(`There is no subject ${parentId} to put this under`, why, { errors: { parentId: 'Choose an existing subject' }, fieldReasons: { parentId: why } });
  }
  return parent.name;
}

/** `parent`: the parent's name, null for the top level, undefined when unknown (a lost race). */
function duplicateName(name: string, parent: string | null | undefined) {
  const where = parent === undefined ? 'the same parent' : (parent ?? 'the top level');
  const why =
    parent === undefined
      ? refusal('DUPLICATE_NAME', { resource: 'subjects', value: name })
      : parent === null
        ? refusal('DUPLICATE_TOP_SUBJECT', { value: name })
        : refusal('DUPLICATE_SUBJECT', { value: name, parent });
  return conflictOn('name', `"${name}" already exists under ${where}`, why);
}

/** Sibling names are unique regardless of case (the index says so too; this names the problem). */
async function assertNameFree(db: Db, name: string, parentId: number | null, exceptId?: number) {
  const where = await parentName(db, parentId);
  let query = db
    .selectFrom('subjects')
    .select('id')
    .where(sql<boolean>`coalesce(parent_id, 0) = ${parentId ?? 0} and lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw duplicateName(name, where);
}

/** Maps constraint errors of a lost race to the answers the pre-checks give. */
async function guarded<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name ?? '', undefined);
    if (isForeignKeyViolation(error)) throw conflict('The subject tree changed while saving; reload and try again', refusal('SUBJECT_TREE_CHANGED'));
    throw error;
  }
}

export interface SubjectFields {
  name: string;
  parentId?: number | null | undefined;
  sortOrder?: number | undefined;
}

export async function addSubject(db: DB, fields: SubjectFields, actor: Actor): Promise<Subject> {
  const parentId = fields.parentId ?? null;
  return guarded(fields.name, () =>
    ownTransaction(db, async (trx) => {
      if (parentId !== null) await sql`select pg_advisory_xact_lock_shared(${treeLock})`.execute(trx);
      await assertNameFree(trx, fields.name, parentId);
      await assertRoomToAdd(trx, parentId);
      const { sortOrder } = (await withPositions(trx, declaration, { parentId, sortOrder: fields.sortOrder })) as { sortOrder: number };
      const { id } = await trx.insertInto('subjects').values({ name: fields.name, parentId, sortOrder }).returning('id').executeTakeFirstOrThrow();
      const created = await findSubject(trx, id);
      await recordAudit(trx, { actor, action: 'create', resource, recordId: id, after: created });
      return created;
    }),
  );
}

/**
 * Renames, reorders or moves a subject; with `ifMatch`, only when it is still the version the caller read (409 EDIT_CONFLICT
 * otherwise). A save that changes nothing writes nothing.
 */
export async function updateSubject(db: DB, id: number, changes: Partial<SubjectFields>, actor: Actor, ifMatch?: string): Promise<Subject> {
  const readAt = versionRead(ifMatch);
  return guarded(changes.name, () =>
    updateTransaction<Subject>(db, async (trx, unlessUnchanged) => {
      const moving = changes.parentId !== undefined;
      if (moving) await sql`select pg_advisory_xact_lock(${treeLock})`.execute(trx);
      await trx.selectFrom('subjects').select('id').where('id', '=', id).forUpdate().execute();
      const before = await findSubject(trx, id);
      assertVersionRead(readAt, before);
      const parentId = moving ? (changes.parentId ?? null) : before.parentId;
      const name = changes.name ?? before.name;
      if (parentId !== before.parentId) await assertRoomToMove(trx, before, parentId);
      if (name !== before.name || parentId !== before.parentId) await assertNameFree(trx, name, parentId, id);
      await trx
        .updateTable('subjects')
        .set({ name, parentId, ...(changes.sortOrder !== undefined ? { sortOrder: changes.sortOrder } : {}), updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
      const after = await findSubject(trx, id);
      unlessUnchanged(before, after);
      await recordAudit(trx, { actor, action: 'update', resource, recordId: id, before, after });
      return after;
    }),
  );
}

/** Why each subject may not go: sub-subjects left behind, or tutors and bookings that use it (in words, and as counts). */
async function removalBlockers(db: Db, subjects: Subject[], ids: number[]): Promise<{ reasons: string[]; blocked: InUseRecord[] }> {
  const [bookings, children] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['subjectId', sql<number>`count(*)::int`.as('n')])
      .where('subjectId', 'in', ids)
      .groupBy('subjectId')
      .execute(),
    db
      .selectFrom('subjects')
      .select(['parentId', sql<number>`count(*)::int`.as('n')])
      .where('parentId', 'in', ids)
      .where('id', 'not in', ids)
      .groupBy('parentId')
      .execute(),
  ]);
  const bookingCount = new Map(bookings.map((row) => [row.subjectId, row.n]));
  const childCount = new Map(children.map((row) => [row.parentId, row.n]));
  const reasons: string[] = [];
  const blocked: InUseRecord[] = [];
  for (const subject of subjects) {
    const remainingChildren = childCount.get(subject.id) ?? 0;
    const bookingsOf = bookingCount.get(subject.id) ?? 0;
    if (remainingChildren > 0) reasons.push(`${subject.name} has ${countNoun(remainingChildren, 'sub-subject')}`);
    const uses = [
      subject.tutorCount > 0 ? countNoun(subject.tutorCount, 'tutor') : '',
      bookingsOf > 0 ? countNoun(bookingsOf, 'booking') : '',
    ].filter(Boolean);
    if (uses.length > 0) reasons.push(`${subject.name} is used by ${uses.join(' and ')}`);
    const counts = Object.entries({ subjects: remainingChildren, tutors: subject.tutorCount, transactions: bookingsOf }).filter(([, count]) => count > 0);
    if (counts.length > 0) blocked.push({ label: subject.name, uses: Object.fromEntries(counts) });
  }
  return { reasons, blocked };
}

/** Removes all the given subjects or none, sub-subjects before their parents. */
async function removeWithin(trx: Transaction<Database>, ids: number[], actor: Actor): Promise<number[]> {
  if (ids.length === 0) return [];
  await sql`select pg_advisory_xact_lock(${treeLock})`.execute(trx);
  const rows = (await selectSubjects(trx).where('subjects.id', 'in', ids).forUpdate().execute()).map(presentSubject);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound('Subject', 'subjects', missing);
  const { reasons, blocked } = await removalBlockers(trx, rows, ids);
  if (reasons.length > 0) throw inUseConflict(reasons, blocked, ids.length);
  const depths = depthsWithin(rows);
  const deepestFirst = [...new Set(depths.values())].sort((a, b) => b - a);
  for (const depth of deepestFirst) {
    await trx.deleteFrom('subjects').where('id', 'in', ids.filter((id) => depths.get(id) === depth)).execute();
  }
  await moveToTrash(trx, declaration, rows as unknown as DeclaredRecord[], actor);
  for (const row of rows) await recordAudit(trx, { actor, action: 'delete', resource, recordId: row.id, before: row });
  return ids;
}

/**
 * The tree's rules for a subject coming back from the trash (the trash checks that its parent is
 * there): a name free among its siblings, and room under its parent, which may have moved since.
 */
export async function assertRestorable(trx: Transaction<Database>, values: Record<string, unknown>): Promise<void> {
  const parentId = (values.parentId as number | null | undefined) ?? null;
  if (parentId !== null) await sql`select pg_advisory_xact_lock_shared(${treeLock})`.execute(trx);
  await assertNameFree(trx, String(values.name), parentId);
  await assertRoomToAdd(trx, parentId);
}

export async function removeSubjects(db: DB, ids: number[], actor: Actor): Promise<number[]> {
  return guarded(undefined, () => ownTransaction(db, (trx) => removeWithin(trx, ids, actor)));
}

/** Removes the given sub-subjects of a parent, or all of them; all or nothing. */
export async function removeChildSubjects(db: DB, parentId: number, ids: number[] | undefined, actor: Actor): Promise<number[]> {
  return guarded(undefined, () =>
    db.transaction().execute(async (trx) => {
      const parent = await findSubject(trx, parentId);
      const children = await trx.selectFrom('subjects').select('id').where('parentId', '=', parentId).execute();
      const childIds = new Set(children.map((child) => child.id));
      const strangers = (ids ?? []).filter((id) => !childIds.has(id));
      if (strangers.length > 0) {
        const message =
          strangers.length === 1
            ? `Subject ${strangers[0]} is not a sub-subject of ${parent.name}`
            : `Subjects ${strangers.join(', ')} are not sub-subjects of ${parent.name}`;
        throw badRequestOn('ids', message, refusal('NOT_SUB_SUBJECTS', { ids: strangers, parent: parent.name }));
      }
      return removeWithin(trx, ids ? [...new Set(ids)] : [...childIds], actor);
    }),
  );
}
