import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { sortableFields, type ResourceDeclaration } from '../../contract/declaration.js';
import tutors from '../../src/resources/tutors/resource.js';
import { listedProfileFields, type TutorItem, type TutorListQuery } from '../../src/resources/tutors/server/contract.js';
import { profileColumn, profileFieldNames, tutorLinkTables, type LinkFieldName, type ProfileFieldName } from '../../src/resources/tutors/server/profile.js';
import { tableOf } from '../declared/naming.js';
import { links } from './tutorLinks.js';
import { filterConditions, type FilterCondition } from '../declared/listQuery.js';
import type { DB } from '../db/index.js';
import { asPrepared } from '../db/preparedStatements.js';
import type { Database } from '../db/schema.js';
import { accountTypeSearch } from './accounts.js';
import { iso } from './jsonDates.js';
import { countedRowsExpression, filtersOnly, pageOf, type ListSource } from './listPage.js';

/**
 * The tutors list reads accounts, and a tutor profile only where a filter or the sort needs one:
 * the profile columns and subject names of a page's 25 rows come from one query afterwards
 * (`pageDetailsOf`). Joined in the list statement, every match of a search, and every row a deep
 * page skips, cost a profile lookup (docs/performance.md).
 */
const declaration = tutors as unknown as ResourceDeclaration;
const isProfileField = (name: string): name is ProfileFieldName => (profileFieldNames as readonly string[]).includes(name);

/** The declaration's sort fields, by where their column is: the account's, or the profile's. */
const sortColumnsOf = (profile: boolean) =>
  Object.fromEntries(
    sortableFields(declaration)
      .filter((name) => isProfileField(name) === profile)
      .map((name) => [name, isProfileField(name) ? `p.${profileColumn(name)}` : `accounts.${name}`]),
  );
const accountSorts = sortColumnsOf(false);
const profileSorts = sortColumnsOf(true);

/** The declared filters' conditions (./resource.ts of tutors), by where their column is: the profile's, or the account's and its link tables'. */
const profileConditions = (query: TutorListQuery) => filterConditions(tutors, query).filter(({ field }) => isProfileField(field));
const accountConditions = (query: TutorListQuery) => filterConditions(tutors, query).filter(({ field }) => !isProfileField(field));

const listColumns = [
  'accounts.id',
  'accounts.uid',
  'accounts.email',
  'accounts.displayName',
  'accounts.photoUrl',
  'accounts.status',
  'accounts.createdAt',
  'accounts.updatedAt',
] as const;

/**
 * "This live tutor account has a tutor profile" (the list shows no account without one). While
 * `list_counts` shows that every live tutor account has its profile, the two counts (an
 * uncorrelated subquery, run once per statement) answer it and OR never runs the lookup per row.
 */
const hasTutorProfile = sql<SqlBool>`(
  (select coalesce(sum(n), 0) from list_counts where scope = 'tutors' and key = 'all')
    = (select coalesce(sum(n), 0) from list_counts where scope = 'accounts' and key like 'tutor:%')
  or exists (select 1 from tutor_profiles profile where profile.account_id = accounts.id))`;

function linkExists(table: string, column: string, id: number) {
  return sql<boolean>`exists (select 1 from ${sql.table(table)} l where l.tutor_id = accounts.id and ${sql.ref(`l.${column}`)} = ${id})`;
}

function accountFilters(query: TutorListQuery) {
  return (eb: ExpressionBuilder<Database, 'accounts'>) => {
    // The type is the list's constant, written into the statement: a parameter would hide from the
    // planner of the prepared first page how few or many of the accounts are tutors.
    const conditions = [eb('accounts.userType', '=', sql.lit('tutor')), eb('accounts.deletedAt', 'is', null)];
    for (const { field, op, value } of accountConditions(query)) {
      // A reference list holds the record when its link table has the pair.
      if (op === 'holds') {
        const { table, column } = tutorLinkTables[field as LinkFieldName];
        conditions.push(eb(linkExists(table, column, value as number), '=', true));
      } else conditions.push(eb(sql.ref(`accounts.${field}`), op, value));
    }
    return eb.and(conditions);
  };
}

function profileFilters(query: TutorListQuery) {
  return (eb: ExpressionBuilder<Database & { p: Database['tutorProfiles'] }, 'p'>) => {
    const onColumn = ({ field, op, value }: FilterCondition) => eb(sql.ref(`p.${profileColumn(field as ProfileFieldName)}`), op === 'holds' ? '=' : op, value);
    return eb.and(profileConditions(query).map(onColumn));
  };
}

const needsProfile = (query: TutorListQuery) => query.sort in profileSorts || profileConditions(query).length > 0;

const selectTutorAccounts = (db: DB) => db.selectFrom('accounts').select(listColumns);

/** The list's accounts (with a profile where a filter or the sort needs it), in the list's order. */
function tutorAccounts(db: DB, query: TutorListQuery) {
  const options = {
    idColumn: 'accounts.id',
    ...accountTypeSearch('tutor', filtersOnly(query)),
    large: { db, countedTotal: filtersOnly(query) ? countedRowsExpression('tutors', ['all']) : undefined },
  };
  const accounts = selectTutorAccounts(db).where(accountFilters(query));
  if (!needsProfile(query)) return { base: accounts.where(hasTutorProfile), options: { ...options, sortColumns: accountSorts } };
  const withProfiles = accounts.innerJoin('tutorProfiles as p', 'p.accountId', 'accounts.id').where(profileFilters(query));
  return { base: withProfiles, options: { ...options, sortColumns: { ...accountSorts, ...profileSorts } } };
}

type TutorDetails = Pick<TutorItem, (typeof listedProfileFields)[number] | LinkFieldName | 'subjects'>;

/** Profile columns, reference lists (in their records' label order, as a tutor's get answers them) and subject names of the tutors of one page, in one query. */
async function pageDetailsOf(db: DB, tutorIds: number[]): Promise<Map<number, TutorDetails>> {
  if (tutorIds.length === 0) return new Map();
  const linked = (await links()).map(({ field, table, column, recordColumn, target }) =>
    sql<number[]>`coalesce((select array_agg(l.${sql.ref(column)} order by c.${sql.ref(target.labelField)}, c.id) from ${sql.table(table)} l
      join ${sql.table(tableOf(target))} c on c.id = l.${sql.ref(column)} where l.${sql.ref(recordColumn)} = p.account_id), '{}')`.as(field),
  );
  // Primary-key lookups: the same plan for any ids, so prepared (planning was about half its cost).
  const query = db
    .selectFrom('tutorProfiles as p')
    .select([
      'p.accountId',
      ...listedProfileFields.map((name) => sql.ref(`p.${profileColumn(name)}`).as(name)),
      ...linked,
      sql<string[]>`coalesce((select array_agg(s.name order by s.name, s.id) from tutor_subjects ts
        join subjects s on s.id = ts.subject_id where ts.tutor_id = p.account_id), '{}')`.as('subjects'),
    ])
    // One array parameter, so that pages of any size share one statement text.
    .where(sql<SqlBool>`p.account_id = any(${tutorIds}::int[])`);
  const { rows } = await asPrepared(query).execute(db);
  return new Map(rows.map(({ accountId, ...details }) => [accountId, details as TutorDetails]));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectTutorAccounts>['executeTakeFirstOrThrow']>>;

/** The tutors list: its accounts, order and search, for its pages and its export; items get their profile details by the page. */
export function tutorListSource(db: DB, query: TutorListQuery): ListSource<AccountRow, TutorItem> {
  const { base, options } = tutorAccounts(db, query);
  return {
    base: base as unknown as ListSource<AccountRow, TutorItem>['base'],
    options,
    toItems: async (rows) => {
      const details = await pageDetailsOf(db, rows.map((row) => row.id));
      // A tutor whose account was deleted between the two queries has no profile any more: not listed.
      return rows.flatMap(({ photoUrl, ...row }) => {
        const profile = details.get(row.id);
        if (!profile) return [];
        return [{ ...row, ...profile, photoURL: photoUrl, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }];
      });
    },
  };
}

export function listTutors(db: DB, query: TutorListQuery): Promise<{ items: TutorItem[]; total: number }> {
  return pageOf(tutorListSource(db, query), query);
}
