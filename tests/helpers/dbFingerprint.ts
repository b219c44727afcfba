import { sql } from 'kysely';
import type { DB } from '../../server/db/index.js';

/**
 * A digest of every table's rows (row count and a sum of row hashes), to prove that a refused
 * write changed nothing. `auth_throttle` is left out by default: counting failed attempts is the
 * point of the throttle, not a change to data.
 */
export async function databaseFingerprint(db: DB, skip: readonly string[] = ['auth_throttle']): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const digests = tables
    .filter(({ name }) => !skip.includes(name))
    .map(({ name }) => sql`select ${name} as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as digest from ${sql.table(name)} t`);
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(digests, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
