import { sql } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import tutors from '../../src/resources/tutors/resource.js';
import { linkFieldNames, tutorLinkTables, type LinkFieldName } from '../../src/resources/tutors/server/profile.js';
import type { DB } from '../db/index.js';
import { discoverDeclarations } from '../declared/discover.js';
import { referenceProblem } from '../declared/checks.js';
import { tableOf } from '../declared/naming.js';
import { untyped } from '../declared/records.js';
import { badRequest, type Refusal } from '../errors.js';

/** The reference lists of a tutor (the declaration's `references` fields), each once per id. */
export type LinkIds = Partial<Record<LinkFieldName, number[]>>;
export type NamedLink = { id: number; name: string };

/** Each reference list: the field, its link table and column, and the declaration of the records it names. */
export async function links(): Promise<Array<{ field: LinkFieldName; table: string; column: string; recordColumn: string; target: ResourceDeclaration }>> {
  const all = await discoverDeclarations();
  return linkFieldNames.map((field) => ({ field, ...tutorLinkTables[field], target: all.find((each) => each.name === tutors.fields[field].resource)! }));
}

const distinct = (ids: number[] | undefined) => (ids ? [...new Set(ids)] : undefined);

/** 400 naming, per field, the ids that are not records its list may take (`referenceProblem`). */
export async function assertCatalogueIds(db: DB, ids: LinkIds): Promise<void> {
  const errors: Record<string, string> = {};
  const fieldReasons: Record<string, Refusal> = {};
  for (const link of await links()) {
    const wanted = distinct(ids[link.field]);
    if (!wanted || wanted.length === 0) continue;
    const problem = await referenceProblem(db, link.target, wanted);
    if (!problem) continue;
    errors[link.field] = problem.message;
    fieldReasons[link.field] = problem.why;
  }
  const first = Object.values(fieldReasons)[0];
  if (first) throw badRequest(Object.values(errors).join('; '), first, { errors, fieldReasons });
}

/** Replaces the lists named in `ids` (lists left out keep their records; an id given twice is linked once). */
export async function replaceLinks(db: DB, tutorId: number, ids: LinkIds): Promise<void> {
  for (const link of await links()) {
    const wanted = distinct(ids[link.field]);
    if (!wanted) continue;
    await untyped(db).deleteFrom(link.table).where(link.recordColumn, '=', tutorId).execute();
    if (wanted.length === 0) continue;
    await untyped(db)
      .insertInto(link.table)
      .values(wanted.map((id) => ({ [link.recordColumn]: tutorId, [link.column]: id })))
      .execute();
  }
}

/** Each of the tutor's lists with its records' labels, alphabetical, and the name of their resource (`subjects`). */
export async function linkedNames(db: DB, tutorId: number): Promise<Array<{ field: LinkFieldName; resource: string; records: NamedLink[] }>> {
  return Promise.all(
    (await links()).map(async ({ field, table, column, recordColumn, target }) => {
      const rows = (await untyped(db)
        .selectFrom(`${table} as l`)
        .innerJoin(`${tableOf(target)} as c`, 'c.id', `l.${column}`)
        .select(['c.id', sql.ref(`c.${target.labelField}`).as('name')])
        .where(`l.${recordColumn}`, '=', tutorId)
        .orderBy('name')
        .orderBy('c.id')
        .execute()) as NamedLink[];
      return { field, resource: target.name, records: rows };
    }),
  );
}
