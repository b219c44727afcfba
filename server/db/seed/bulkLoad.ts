import { sql } from 'kysely';
import type { DB } from '../index.js';

/** A quoted identifier as PostgreSQL spells it (sql.id would go through the CamelCasePlugin). */
const identifier = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

interface IndexDefinition {
  name: string;
  definition: string;
  /** Statistics targets set on its expression columns (migrations 0012, 0016), which the definition leaves out. */
  statistics: Array<{ column: number; target: number }>;
}

/**
 * Drops the indexes of tables about to get a bulk load, except those of constraints (primary keys,
 * which foreign keys need, and unique constraints), and answers their definitions (pg_indexes) for
 * createIndexes afterwards: one sort per index instead of an index insertion per row (the trigram
 * GIN indexes above all). A unique index built again still refuses duplicates (the load then
 * fails). The statistics targets set on an index's expression columns are set again with it:
 * without them a seeded database planned from a histogram of 100 values ("ill", in 35,060 tutors,
 * was expected in 100). Call both inside one transaction: a failed load rolls the dropped indexes
 * back with everything else.
 */
async function dropLoadIndexes(trx: DB, tables: readonly string[]): Promise<IndexDefinition[]> {
  const { rows: indexes } = await sql<IndexDefinition>`
    select i.indexname as name, i.indexdef as definition,
      coalesce((select json_agg(json_build_object('column', a.attnum, 'target', a.attstattarget) order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attstattarget > 0), '[]') as statistics
    from pg_indexes i
      join pg_namespace n on n.nspname = i.schemaname
      join pg_class c on c.relname = i.indexname and c.relnamespace = n.oid
    where i.schemaname = current_schema() and i.tablename = any(${tables}::text[])
      and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
    order by i.tablename, i.indexname`.execute(trx);
  for (const index of indexes) await sql`drop index ${identifier(index.name)}`.execute(trx);
  return indexes;
}

async function createIndexes(trx: DB, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) {
    await sql.raw(index.definition).execute(trx);
    for (const { column, target } of index.statistics) {
      await sql`alter index ${identifier(index.name)} alter column ${sql.lit(column)} set statistics ${sql.lit(target)}`.execute(trx);
    }
  }
}

/**
 * Turns off the foreign-key checks of rows inserted into the given tables, and answers a function
 * that turns them on again: a check per row and reference is most of the cost of a bulk insert.
 * Only for loads whose references are read from the referenced tables in the same transaction.
 * Needs a superuser (PGlite, a local PostgreSQL); otherwise it changes nothing and the checks run.
 * The list_counts triggers are not touched. Call it inside a transaction (ALTER TABLE is
 * transactional: a failed load turns the checks back on as it rolls back).
 */
async function pauseForeignKeyChecks(trx: DB, tables: readonly string[]): Promise<() => Promise<void>> {
  const { rows: checks } = await sql<{ tableName: string; triggerName: string }>`
    select c.relname as table_name, t.tgname as trigger_name
    from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_constraint k on k.oid = t.tgconstraint and k.contype = 'f' and k.conrelid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace and c.relname = any(${tables}::text[]) and t.tgisinternal
      and (select rolsuper from pg_roles where rolname = current_user)
    order by c.relname, t.tgname`.execute(trx);
  const alter = (action: 'enable' | 'disable') => async () => {
    for (const check of checks) {
      await sql`alter table ${identifier(check.tableName)} ${sql.raw(action)} trigger ${identifier(check.triggerName)}`.execute(trx);
    }
  };
  await alter('disable')();
  return alter('enable');
}

/**
 * Settings of the current transaction for a load of millions of rows: no statement timeout (the
 * server pool's 10 s would stop a bulk insert), memory for building indexes in one pass and for
 * the sorts and hash joins of million-row statements.
 */
async function bulkLoadSettings(trx: DB): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(trx);
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
  await sql`set local work_mem = '64MB'`.execute(trx);
}

/**
 * Runs `load` (the inserts into `tables`) inside the transaction `trx` as a bulk load: without
 * statement timeout, without the tables' indexes (built again afterwards) and, for a superuser,
 * without their foreign-key checks. Answers how many indexes were built again, and in how long.
 */
export async function bulkLoad(trx: DB, tables: readonly string[], load: () => Promise<void>): Promise<{ indexes: number; indexMilliseconds: number }> {
  await bulkLoadSettings(trx);
  const indexes = await dropLoadIndexes(trx, tables);
  const resumeForeignKeyChecks = await pauseForeignKeyChecks(trx, tables);
  await load();
  await resumeForeignKeyChecks();
  const started = Date.now();
  await createIndexes(trx, indexes);
  return { indexes: indexes.length, indexMilliseconds: Date.now() - started };
}

/**
 * VACUUM ANALYZE of the loaded tables, on one connection without the statement timeout: the
 * planner learns the new sizes (a trigram search on a million rows takes 0.7 s without
 * statistics, milliseconds with them) and the visibility map allows index-only scans.
 */
export async function vacuumAnalyze(db: DB, tables: readonly string[]): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      for (const table of tables) await sql`vacuum analyze ${sql.table(table)}`.execute(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/**
 * Runs `work` in the caller's transaction when `db` is one (the first start seeds everything in
 * one, so that a failure leaves nothing half-done), else in a transaction of its own.
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
