import type { DB } from '../db/index.js';
import { badRequest, refusal, type Refusal } from '../errors.js';

/** The catalogue links of a tutor: field name in the API, link table, its column, catalogue table. */
const links = [
  { field: 'subjectIds', table: 'tutorSubjects', column: 'subjectId', catalogue: 'subjects', noun: 'subject' },
  { field: 'languageIds', table: 'tutorLanguages', column: 'languageId', catalogue: 'languages', noun: 'language' },
  { field: 'levelIds', table: 'tutorLevels', column: 'levelId', catalogue: 'levels', noun: 'level' },
] as const;

export type LinkIds = Partial<Record<(typeof links)[number]['field'], number[]>>;
export type NamedLink = { id: number; name: string };

/** 400 naming every id that is not in its catalogue, per field. */
export async function assertCatalogueIds(db: DB, ids: LinkIds): Promise<void> {
  const errors: Record<string, string> = {};
  const fieldReasons: Record<string, Refusal> = {};
  for (const link of links) {
    const wanted = ids[link.field];
    if (!wanted || wanted.length === 0) continue;
    const found = await db.selectFrom(link.catalogue).select('id').where('id', 'in', wanted).execute();
    const known = new Set(found.map((row) => row.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length === 0) continue;
    errors[link.field] = `Unknown ${link.noun} id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`;
    fieldReasons[link.field] = refusal('REFERENCE_MISSING', { resource: link.catalogue, ids: unknown });
  }
  const first = Object.values(fieldReasons)[0];
  if (first) throw badRequest(Object.values(errors).join('; '), first, { errors, fieldReasons });
}

/** Replaces the links named in `ids` (fields left out keep their links). */
export async function replaceLinks(db: DB, tutorId: number, ids: LinkIds): Promise<void> {
  for (const link of links) {
    const wanted = ids[link.field];
    if (!wanted) continue;
    await db.deleteFrom(link.table).where('tutorId', '=', tutorId).execute();
    if (wanted.length === 0) continue;
    // One branch per table keeps Kysely's column types exact.
    if (link.table === 'tutorSubjects') {
      await db.insertInto('tutorSubjects').values(wanted.map((subjectId) => ({ tutorId, subjectId }))).execute();
    } else if (link.table === 'tutorLanguages') {
      await db.insertInto('tutorLanguages').values(wanted.map((languageId) => ({ tutorId, languageId }))).execute();
    } else {
      await db.insertInto('tutorLevels').values(wanted.map((levelId) => ({ tutorId, levelId }))).execute();
    }
  }
}

/** The tutor's subjects, languages and levels with names, alphabetical. */
export async function linkedNames(db: DB, tutorId: number) {
  const [subjects, languages, levels] = await Promise.all([
    db
      .selectFrom('tutorSubjects as l')
      .innerJoin('subjects as c', 'c.id', 'l.subjectId')
      .select(['c.id', 'c.name'])
      .where('l.tutorId', '=', tutorId)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('tutorLanguages as l')
      .innerJoin('languages as c', 'c.id', 'l.languageId')
      .select(['c.id', 'c.name'])
      .where('l.tutorId', '=', tutorId)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('tutorLevels as l')
      .innerJoin('levels as c', 'c.id', 'l.levelId')
      .select(['c.id', 'c.name'])
      .where('l.tutorId', '=', tutorId)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute(),
  ]);
  return { subjects, languages, levels };
}
