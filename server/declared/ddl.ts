import { sql, type Kysely, type Migration } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/kit/declaration.js';
import { snake, sqlTable } from './naming.js';

/** Digits of a decimal column (numeric(15, scale)): a JSON number (a double) holds 15 digits exactly. */
export const DECIMAL_PRECISION = 15;

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

function columnType(field: FieldDeclaration): string {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'reference':
      return 'integer';
    case 'decimal':
      return `numeric(${DECIMAL_PRECISION}, ${field.scale})`;
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'dateTime':
      return 'timestamptz';
    case 'references':
      return 'integer[]';
    case 'texts':
      return 'jsonb';
    default:
      return 'text';
  }
}

function columnDefinition(name: string, field: FieldDeclaration): string {
  const column = snake(name);
  const check = field.kind === 'choice' ? ` check (${column} in (${field.values.map(quoted).join(', ')}))` : '';
  return `${column} ${columnType(field)}${field.required ? ' not null' : ''}${check}`;
}

/** The table of a declaration, its indexes and nothing that depends on another declared table. */
export function createStatements(declaration: ResourceDeclaration): string[] {
  const table = sqlTable(declaration);
  const fields = Object.entries(declaration.fields);
  const now = `date_trunc('milliseconds', now())`;
  const columns = [
    'id integer generated always as identity primary key',
    ...fields.map(([name, field]) => columnDefinition(name, field)),
    `created_at timestamptz not null default ${now}`,
    `updated_at timestamptz not null default ${now}`,
  ];
  const indexes = fields.flatMap(([name, field]) => {
    const column = snake(name);
    const textual = ['text', 'longText', 'html'].includes(field.kind);
    return [
      ...(field.unique ? [`create unique index ${table}_${column}_unique on ${table} (${textual ? `lower(${column})` : column})`] : []),
      ...(field.sort ? [`create index ${table}_${column}_sort on ${table} (${column}, id)`] : []),
      // A substring search (ILIKE '%term%') can use a trigram index: the list stays fast as the table grows.
      // A searched reference is searched through its record's label, in that record's table.
      ...(field.search && textual ? [`create index ${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)`] : []),
      ...(field.kind === 'reference' && !field.sort ? [`create index ${table}_${column}_ref on ${table} (${column})`] : []),
    ];
  });
  return [`create table ${table} (\n  ${columns.join(',\n  ')}\n)`, `create index ${table}_updated_at_sort on ${table} (updated_at, id)`, ...indexes];
}

/** The foreign keys of a declaration's reference fields (run once every declared table exists). */
export function referenceStatements(declaration: ResourceDeclaration, all: ResourceDeclaration[]): string[] {
  const table = sqlTable(declaration);
  return Object.entries(declaration.fields).flatMap(([name, field]) => {
    if (field.kind !== 'reference') return [];
    const target = all.find((other) => other.name === field.resource)!;
    return [`alter table ${table} add constraint ${table}_${snake(name)}_fk foreign key (${snake(name)}) references ${sqlTable(target)} (id)`];
  });
}

const run = async (db: Kysely<unknown>, statements: string[]) => {
  for (const statement of statements) await sql.raw(statement).execute(db);
};

/**
 * One migration per declared table, named `resource_create_<name>`, and one per declared table with
 * references, `resource_link_<name>`: every create sorts before every link, so a foreign key finds
 * its table whatever the resources' names. A migration runs once: a field added to a declaration
 * after its table was created needs a migration of its own (the start-up check says so).
 */
export function declaredMigrations(all: ResourceDeclaration[]): Record<string, Migration> {
  const migrations: Record<string, Migration> = {};
  for (const declaration of all) {
    if (declaration.existingTable || declaration.ownRecords) continue;
    const table = sqlTable(declaration);
    migrations[`resource_create_${declaration.name}`] = {
      up: (db) => run(db, createStatements(declaration)),
      down: (db) => run(db, [`drop table ${table}`]),
    };
    const links = referenceStatements(declaration, all);
    if (links.length === 0) continue;
    migrations[`resource_link_${declaration.name}`] = {
      up: (db) => run(db, links),
      down: (db) => run(db, Object.keys(declaration.fields).map((name) => `alter table ${table} drop constraint if exists ${table}_${snake(name)}_fk`)),
    };
  }
  return migrations;
}
