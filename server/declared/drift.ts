import { sql, type Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { snake, sqlTable } from './naming.js';

async function columnsOf(db: Kysely<unknown>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Fails start-up when a declaration names a field its table does not have (the server makes no
 * table: the migrations do, and a field declared without its migration has no column), or a
 * `usedBy` column that does not exist.
 */
export async function assertTablesMatch(db: Kysely<unknown>, all: ResourceDeclaration[]): Promise<void> {
  // Records of no table of their own (ownRecords) are their server.ts's business.
  for (const declaration of all.filter((each) => !each.ownRecords)) {
    const table = sqlTable(declaration);
    const columns = await columnsOf(db, table);
    const missing = Object.keys(declaration.fields).filter((name) => !columns.has(snake(name)));
    if (missing.length > 0) {
      throw new Error(
        `The table ${table} of src/resources/${declaration.name}/resource.ts has no column for ${missing.join(', ')}. ` +
          (declaration.existingTable
            ? 'Its table is made by a migration of its own (existingTable): add a migration in server/db/migrations.'
            : 'Write the migration that adds it with: npm run migrations:make -- <name>'),
      );
    }
    const { usedBy } = declaration;
    if (usedBy && !(await columnsOf(db, snake(usedBy.table))).has(snake(usedBy.column))) {
      throw new Error(`src/resources/${declaration.name}/resource.ts: usedBy names ${usedBy.table}.${usedBy.column}, which is no column of the database.`);
    }
  }
}
