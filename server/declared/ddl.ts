/*
 * The SQL a declaration's table is made with. The server never runs it at start: `npm run
 * migrations:make` (server/declared/schemaChanges.ts) compares it with what the migrations make and
 * writes the migration that brings them in step.
 */
import { columnFields, type FieldDeclaration, type ResourceDeclaration } from '../../contract/declaration.js';
import { snake, sqlTable } from './naming.js';
import { storageOf } from './storage.js';

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
    case 'links':
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

/** The declarations whose table is theirs (not made by a migration of its own, not another's records). */
export const withOwnTable = (all: ResourceDeclaration[]): ResourceDeclaration[] => all.filter((each) => !storageOf(each).existingTable && !each.subset);

/** The table of a declaration, its indexes and nothing that depends on another declared table. */
export function createStatements(declaration: ResourceDeclaration): string[] {
  const table = sqlTable(declaration);
  const fields = columnFields(declaration);
  const now = `date_trunc('milliseconds', now())`;
  const columns = [
    // A singleton's one record is made with its id (server/declared/singleton.ts), which an always-generated id refuses.
    `id integer generated ${declaration.singleton ? 'by default' : 'always'} as identity primary key`,
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

/** The foreign keys of a declaration's reference fields, by name (made once every declared table exists). */
export function foreignKeys(declaration: ResourceDeclaration, all: ResourceDeclaration[]): Array<{ name: string; statement: string }> {
  const table = sqlTable(declaration);
  return Object.entries(declaration.fields).flatMap(([field, declared]) => {
    if (declared.kind !== 'reference') return [];
    const target = all.find((other) => other.name === declared.resource)!;
    const name = `${table}_${snake(field)}_fk`;
    return [{ name, statement: `alter table ${table} add constraint ${name} foreign key (${snake(field)}) references ${sqlTable(target)} (id)` }];
  });
}
