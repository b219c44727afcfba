import { sql, type Kysely } from 'kysely';
import { writableFields, type ResourceDeclaration } from '../../contract/declaration.js';
import { mayBeNull } from './contract.js';
import { snake, sqlTable } from './naming.js';
import { storageOf } from './storage.js';
import { storedAt, usesOf } from './uses.js';

/** A table's columns, each with whether it may hold null. */
async function columnsOf(db: Kysely<unknown>, table: string): Promise<Map<string, boolean>> {
  const { rows } = await sql<{ name: string; nullable: string }>`
    select column_name as name, is_nullable as nullable from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Map(rows.map((row) => [row.name, row.nullable === 'YES']));
}

/**
 * Fails start-up when a declaration names a field its table does not have (the server makes no
 * table: the migrations do, and a field declared without its migration has no column), when its
 * calls would take null for a field whose column holds none (the write would fail inside the
 * database), or when the ids of a field that uses another resource's records are kept where no
 * column is.
 */
export async function assertTablesMatch(db: Kysely<unknown>, all: ResourceDeclaration[]): Promise<void> {
  // The rows of a shared table (a subset's) are their server.ts's business.
  for (const declaration of all.filter((each) => !each.subset)) {
    const table = sqlTable(declaration);
    const columns = await columnsOf(db, table);
    const missing = Object.keys(declaration.fields).filter((name) => !columns.has(snake(name)));
    if (missing.length > 0) {
      throw new Error(
        `The table ${table} of src/resources/${declaration.name}/resource.ts has no column for ${missing.join(', ')}. ` +
          (storageOf(declaration).existingTable
            ? 'Its table is made by a migration of its own (existingTable in its storage.ts): add a migration in server/db/migrations.'
            : 'Write the migration that adds it with: npm run migrations:make -- <name>'),
      );
    }
    const neverNull = writableFields(declaration).filter((name) => mayBeNull(declaration.fields[name]!) && columns.get(snake(name)) === false);
    if (neverNull.length > 0) {
      throw new Error(
        `src/resources/${declaration.name}/resource.ts: its calls take null for ${neverNull.join(', ')} (neither required nor with a default), ` +
          `but the column${neverNull.length > 1 ? 's' : ''} of ${table} hold${neverNull.length > 1 ? '' : 's'} no null. Declare ${neverNull.length > 1 ? 'each' : 'it'} required or give ${neverNull.length > 1 ? 'each' : 'it'} a default.`,
      );
    }
  }
  // The fields that use another resource's records are counted where their ids are kept, people's fields too.
  for (const { resource, fields } of all.flatMap(usesOf)) {
    for (const field of fields) {
      const { table, column, recordColumn } = storedAt(resource, field);
      const columns = await columnsOf(db, snake(table));
      if (!columns.has(snake(column)) || !columns.has(snake(recordColumn))) {
        throw new Error(
          `src/resources/${resource.name}: the ids of its field ${field} are counted in ${table}.${column} (and ${table}.${recordColumn}), which is no column of the database. ` +
            'Where a references field is kept in a join table, its storage.ts says so (joinTables).',
        );
      }
    }
  }
}
