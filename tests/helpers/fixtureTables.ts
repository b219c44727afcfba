import { sql } from 'kysely';
import { withOwnTable } from '../../server/declared/ddl.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { sqlTable } from '../../server/declared/naming.js';
import { untyped } from '../../server/declared/records.js';
import { applySchemaChanges, declaredSchemaChanges } from '../../server/declared/schemaChanges.js';
import type { DB } from '../../server/db/index.js';

/**
 * The tables of the tests' own declarations (DECLARED_RESOURCES_EXTRA_DIR: tests/fixtures/resources),
 * which no migration makes: made on the test's database by the comparison `npm run
 * migrations:make` writes migrations from. Only missing tables are made, so a shipped table out
 * of step with its declaration still fails (the start-up check, `npm run check:migrations`).
 */
export async function makeFixtureTables(typed: DB): Promise<void> {
  const db = untyped(typed);
  const declarations = await discoverDeclarations();
  const tables = withOwnTable(declarations).map(sqlTable);
  const { rows } = await sql<{ table: string }>`select t as "table" from unnest(${tables}::text[]) as t where to_regclass(t) is null`.execute(db.withoutPlugins());
  const missing = new Set(rows.map((row) => row.table));
  if (missing.size === 0) return;
  const changes = await declaredSchemaChanges(db, declarations);
  await applySchemaChanges(db, changes.filter((change) => missing.has(change.table)));
}
