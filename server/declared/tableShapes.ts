import { sql, type Kysely } from 'kysely';

export interface ColumnShape {
  /** As PostgreSQL writes it (`numeric(15,2)`, `timestamp with time zone`, `integer[]`). */
  type: string;
  notNull: boolean;
  default: string | null;
}

/** A table as the database holds it: each definition as PostgreSQL writes it back, so that two are compared as text. */
export interface TableShape {
  columns: Record<string, ColumnShape>;
  /** Name -> definition (`CHECK (...)`, `FOREIGN KEY (...) REFERENCES ...`, `PRIMARY KEY (id)`). */
  constraints: Record<string, string>;
  /** Name -> `CREATE [UNIQUE] INDEX name ON table USING ...`, without the table's schema. */
  indexes: Record<string, string>;
}

export type SchemaShape = Record<string, TableShape>;

/**
 * The tables of `schema` among `tables`, read from the catalog. Foreign keys name their table
 * without its schema when the session's search_path finds it, so read each schema with a
 * search_path that starts with it.
 */
export async function readTableShapes(database: Kysely<unknown>, schema: string, tables: string[]): Promise<SchemaShape> {
  // Column names as PostgreSQL answers them, whatever plugins the caller's connection has.
  const db = database.withoutPlugins();
  const shapes: SchemaShape = {};
  const shapeOf = (table: string) => (shapes[table] ??= { columns: {}, constraints: {}, indexes: {} });
  const columns = await sql<{ table: string; column: string; type: string; notNull: boolean; default: string | null }>`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "notNull",
      pg_get_expr(d.adbin, d.adrelid) as "default"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid and c.relkind = 'r'
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = ${schema} and c.relname = any(${tables}) and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db);
  for (const row of columns.rows) {
    shapeOf(row.table).columns[row.column] = { type: row.type, notNull: row.notNull, default: row.default };
  }
  const constraints = await sql<{ table: string; name: string; definition: string }>`
    select c.relname as "table", con.conname as "name", pg_get_constraintdef(con.oid) as "definition"
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relname = any(${tables})
      -- PostgreSQL 18 (PGlite) lists not null as a constraint too: the columns say it.
      and con.contype <> 'n'`.execute(db);
  for (const row of constraints.rows) shapeOf(row.table).constraints[row.name] = row.definition;
  const indexes = await sql<{ table: string; name: string; definition: string }>`
    select tablename as "table", indexname as "name", indexdef as "definition"
    from pg_indexes where schemaname = ${schema} and tablename = any(${tables})`.execute(db);
  const onTable = ` ON ${schema}.`;
  for (const row of indexes.rows) {
    const shape = shapeOf(row.table);
    // The index of a primary key or unique constraint comes and goes with its constraint.
    if (!(row.name in shape.constraints)) shape.indexes[row.name] = row.definition.replace(onTable, ' ON ');
  }
  return shapes;
}
