import { sql, type Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../src/resources/kit/declaration.js';
import { snake, sqlTable } from './naming.js';

/**
 * Fails start-up when a declaration names a field its table does not have: a table is created once
 * from its declaration, so a field added later needs a migration (server/db/migrations).
 */
export async function assertTablesMatch(db: Kysely<unknown>, all: ResourceDeclaration[]): Promise<void> {
  for (const declaration of all) {
    const table = sqlTable(declaration);
    const { rows } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
    const columns = new Set(rows.map((row) => row.name));
    const missing = Object.keys(declaration.fields).filter((name) => !columns.has(snake(name)));
    if (missing.length > 0) {
      throw new Error(
        `The table ${table} of src/resources/${declaration.name}/resource.ts has no column for ${missing.join(', ')}. ` +
          'A table is created from its declaration once: add a migration in server/db/migrations for fields declared later.',
      );
    }
  }
}
