import type { ResourceDeclaration } from '../../contract/declaration.js';
import { createStatements, foreignKeys, withOwnTable } from './ddl.js';
import { snake, sqlTable } from './naming.js';
import type { ColumnShape, SchemaShape, TableShape } from './tableShapes.js';

/** One difference between the declared tables and the migrated ones, and the SQL that makes and undoes it. */
export interface SchemaChange {
  table: string;
  /** For people: `announcements: add column priority integer`. */
  says: string;
  up: string[];
  /** Undoes `up`, in the order to run. */
  down: string[];
}

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
const literal = (value: unknown) => (typeof value === 'string' ? quoted(value) : String(value));

function columnSql(name: string, column: ColumnShape): string {
  return `${name} ${column.type}${column.notNull ? ' not null' : ''}${column.default === null ? '' : ` default ${column.default}`}`;
}

/**
 * A column added to a table that may have rows: a required one takes its declared default for
 * them, which the column then drops again (the server writes defaults, the table has none).
 */
function addedColumn(table: string, name: string, column: ColumnShape, declared: unknown): string[] {
  if (!column.notNull || declared === undefined || column.default !== null) return [`alter table ${table} add column ${columnSql(name, column)}`];
  return [`alter table ${table} add column ${columnSql(name, { ...column, default: literal(declared) })}`, `alter table ${table} alter column ${name} drop default`];
}

function columnChanges(table: string, name: string, want: ColumnShape, have: ColumnShape): SchemaChange[] {
  const alter = `alter table ${table} alter column ${name}`;
  const changes: SchemaChange[] = [];
  if (want.type !== have.type) {
    changes.push({
      table,
      says: `${table}: column ${name} ${have.type} -> ${want.type}`,
      up: [`${alter} type ${want.type} using ${name}::${want.type}`],
      down: [`${alter} type ${have.type} using ${name}::${have.type}`],
    });
  }
  if (want.notNull !== have.notNull) {
    const [set, drop] = [`${alter} set not null`, `${alter} drop not null`];
    changes.push({ table, says: `${table}: column ${name} ${want.notNull ? 'not null' : 'null allowed'}`, up: [want.notNull ? set : drop], down: [want.notNull ? drop : set] });
  }
  if (want.default !== have.default) {
    const setTo = (value: string | null) => (value === null ? `${alter} drop default` : `${alter} set default ${value}`);
    changes.push({ table, says: `${table}: column ${name} default ${want.default ?? 'none'}`, up: [setTo(want.default)], down: [setTo(have.default)] });
  }
  return changes;
}

/** Definitions of `have` not in `want` or defined otherwise (to drop), and of `want` not in `have` or defined otherwise (to make), by name. */
function differing(want: Record<string, string>, have: Record<string, string>) {
  const only = (from: Record<string, string>, other: Record<string, string>) =>
    Object.entries(from)
      .filter(([name, definition]) => other[name] !== definition)
      .sort(([a], [b]) => a.localeCompare(b));
  return { drop: only(have, want), make: only(want, have) };
}

/** The changes that bring an existing table to its declaration: drops first, then columns, then what is made. */
function tableChanges(declaration: ResourceDeclaration, want: TableShape, have: TableShape): SchemaChange[] {
  const table = sqlTable(declaration);
  const declaredDefault = (column: string) => {
    const field = Object.entries(declaration.fields).find(([name]) => snake(name) === column)?.[1];
    return field && 'default' in field ? field.default : undefined;
  };
  const constraints = differing(want.constraints, have.constraints);
  const indexes = differing(want.indexes, have.indexes);
  const dropConstraint = (name: string) => `alter table ${table} drop constraint ${name}`;
  const addConstraint = (name: string, definition: string) => `alter table ${table} add constraint ${name} ${definition}`;
  return [
    ...constraints.drop.map(([name, definition]) => ({ table, says: `${table}: drop constraint ${name}`, up: [dropConstraint(name)], down: [addConstraint(name, definition)] })),
    ...indexes.drop.map(([name, definition]) => ({ table, says: `${table}: drop index ${name}`, up: [`drop index ${name}`], down: [definition] })),
    ...Object.entries(have.columns)
      .filter(([name]) => !want.columns[name])
      .map(([name, column]) => ({
        table,
        says: `${table}: drop column ${name}`,
        up: [`alter table ${table} drop column ${name}`],
        down: [`alter table ${table} add column ${columnSql(name, { ...column, notNull: false })}`],
      })),
    ...Object.entries(want.columns).flatMap(([name, column]) => {
      const had = have.columns[name];
      return had ? columnChanges(table, name, column, had) : [];
    }),
    ...Object.entries(want.columns)
      .filter(([name]) => !have.columns[name])
      .map(([name, column]) => ({
        table,
        says: `${table}: add column ${name} ${column.type}${column.notNull ? ' not null' : ''}`,
        up: addedColumn(table, name, column, declaredDefault(name)),
        down: [`alter table ${table} drop column ${name}`],
      })),
    ...constraints.make.map(([name, definition]) => ({ table, says: `${table}: add constraint ${name}`, up: [addConstraint(name, definition)], down: [dropConstraint(name)] })),
    ...indexes.make.map(([name, definition]) => ({ table, says: `${table}: add index ${name}`, up: [definition], down: [`drop index ${name}`] })),
  ];
}

/**
 * What the migrations must do for the declared tables (`want`, made from the declarations by
 * ddl.ts) to be the migrated ones (`have`): new tables first, then the changes of existing
 * ones, then the new tables' foreign keys, so that a reference finds its table. Tables no
 * declaration has any more are left alone: dropping one is a migration written by hand.
 */
export function schemaDiff(all: ResourceDeclaration[], want: SchemaShape, have: SchemaShape): SchemaChange[] {
  const declared = withOwnTable(all).sort((a, b) => sqlTable(a).localeCompare(sqlTable(b)));
  const created = declared.filter((declaration) => !have[sqlTable(declaration)]);
  const links = created.map((declaration) => ({ table: sqlTable(declaration), keys: foreignKeys(declaration, all) })).filter(({ keys }) => keys.length > 0);
  return [
    ...created.map((declaration) => ({ table: sqlTable(declaration), says: `${sqlTable(declaration)}: create table`, up: createStatements(declaration), down: [`drop table ${sqlTable(declaration)}`] })),
    ...declared.flatMap((declaration) => {
      const [wanted, had] = [want[sqlTable(declaration)], have[sqlTable(declaration)]];
      return wanted && had ? tableChanges(declaration, wanted, had) : [];
    }),
    ...links.map(({ table, keys }) => ({
      table,
      says: `${table}: add foreign keys`,
      up: keys.map((key) => key.statement),
      down: keys.map((key) => `alter table ${table} drop constraint ${key.name}`),
    })),
  ];
}
