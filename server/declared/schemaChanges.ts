import { sql, type Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { createStatements, foreignKeys, withOwnTable } from './ddl.js';
import { sqlTable } from './naming.js';
import { schemaDiff, type SchemaChange } from './schemaDiff.js';
import { readTableShapes, type SchemaShape } from './tableShapes.js';

/** Where the declared tables are made to be read back; never committed. */
const WANTED_SCHEMA = 'declared_tables_wanted';

class RolledBack extends Error {}

/** The declared tables as ddl.ts makes them, made in a schema of their own in a transaction that is rolled back. */
async function wantedShapes(db: Kysely<unknown>, all: ResourceDeclaration[], schema: string): Promise<SchemaShape> {
  const declared = withOwnTable(all);
  let shapes: SchemaShape = {};
  try {
    await db.transaction().execute(async (trx) => {
      const run = (statement: string) => sql.raw(statement).execute(trx);
      await run(`create schema ${WANTED_SCHEMA}`);
      // Unqualified names: a declared table's own, else the database's (tutors, pg_trgm's operator classes).
      await run(`set local search_path to ${WANTED_SCHEMA}, ${schema}`);
      for (const statement of declared.flatMap(createStatements)) await run(statement);
      for (const { statement } of declared.flatMap((declaration) => foreignKeys(declaration, all))) await run(statement);
      shapes = await readTableShapes(trx, WANTED_SCHEMA, declared.map(sqlTable));
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return shapes;
}

/**
 * What it takes for the tables of `db` to be the declared ones (every declaration with a table of
 * its own): the one comparison behind `npm run migrations:make`, `npm run check:migrations` and
 * the tests' fixture tables. Changes nothing.
 */
export async function declaredSchemaChanges(db: Kysely<unknown>, all: ResourceDeclaration[]): Promise<SchemaChange[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.withoutPlugins());
  const schema = rows[0]!.schema;
  const have = await readTableShapes(db, schema, withOwnTable(all).map(sqlTable));
  return schemaDiff(all, await wantedShapes(db, all, schema), have);
}

/** Runs the changes' statements in one transaction. */
export async function applySchemaChanges(db: Kysely<unknown>, changes: SchemaChange[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const statement of changes.flatMap((change) => change.up)) await sql.raw(statement).execute(trx);
  });
}
