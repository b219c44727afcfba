import { sql } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { tableOf } from '../declared/naming.js';
import { untyped } from '../declared/records.js';
import type { DB } from '../db/index.js';

/** By field, the names of the records an entry's ids refer to: `{ resolvedById: { "2": "Ada Admin" } }`. */
export type AuditNames = Record<string, Record<string, string>>;

/** A table whose ids audit snapshots hold, and the column that names one of its records. */
interface NamedTable {
  table: string;
  label: string;
}

const accounts: NamedTable = { table: 'accounts', label: 'displayName' };

/**
 * The fields of snapshots that hold ids no declaration names as references: a report's people, who
 * may be a student or a tutor. Declared references say it in their declarations (`reference` and
 * `references` fields).
 */
const handWritten: Record<string, Record<string, NamedTable | string>> = {
  reports: { resolvedById: accounts, reporterId: accounts, reportedId: accounts },
};

function namedTable(target: NamedTable | string, declarations: readonly ResourceDeclaration[]): NamedTable | undefined {
  if (typeof target !== 'string') return target;
  const declaration = declarations.find((each) => each.name === target);
  return declaration && { table: tableOf(declaration), label: declaration.labelField };
}

/** The fields of one resource's snapshots that refer to other records, with the table each names. */
export function referencesOf(resource: string, declarations: readonly ResourceDeclaration[]): Map<string, NamedTable> {
  const declared = declarations.find((each) => each.name === resource);
  const declaredReferences = Object.entries(declared?.fields ?? {}).flatMap(([name, field]) =>
    field.kind === 'reference' || field.kind === 'references' ? [[name, field.resource] as const] : [],
  );
  const targets: Record<string, NamedTable | string> = { ...handWritten[resource], ...Object.fromEntries(declaredReferences) };
  const found = new Map<string, NamedTable>();
  for (const [field, target] of Object.entries(targets)) {
    const table = namedTable(target, declarations);
    if (table) found.set(field, table);
  }
  return found;
}

/** Snapshots are JSON; an older driver may hand them over as text. */
function snapshot(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return snapshot(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isInteger(id));

interface Entry {
  resource: string;
  before: unknown;
  after: unknown;
}

/**
 * The entries with the names of the records their ids refer to (who closed a report, a tutor's
 * subjects, a declared reference), so that a history reads "Closed by: Ada Admin", never an id.
 * One query per table named on the page, whatever the number of entries. A field whose record is
 * gone answers an empty map for it, so the admin still knows the value is a reference.
 */
export async function withNames<T extends Entry>(db: DB, declarations: readonly ResourceDeclaration[], entries: T[]): Promise<Array<T & { names: AuditNames }>> {
  const wanted = new Map<string, { table: NamedTable; ids: Set<number> }>();
  const perEntry = entries.map((entry) => {
    const references = referencesOf(entry.resource, declarations);
    const ids = new Map<string, { table: NamedTable; ids: number[] }>();
    const snapshots = [snapshot(entry.before), snapshot(entry.after)];
    for (const [field, table] of references) {
      const found = [...new Set(snapshots.flatMap((values) => idsIn(values[field])))];
      if (found.length === 0) continue;
      ids.set(field, { table, ids: found });
      const key = `${table.table}.${table.label}`;
      const bucket = wanted.get(key) ?? { table, ids: new Set<number>() };
      for (const id of found) bucket.ids.add(id);
      wanted.set(key, bucket);
    }
    return ids;
  });
  const names = new Map<string, Map<number, string>>();
  for (const [key, { table, ids }] of wanted) {
    const rows = await untyped(db)
      .selectFrom(table.table)
      .select(['id', sql<string>`${sql.ref(table.label)}::text`.as('label')])
      .where('id', 'in', [...ids])
      .execute();
    names.set(key, new Map(rows.map((row) => [row.id as number, row.label as string])));
  }
  return entries.map((entry, index) => {
    const fields = Object.fromEntries(
      [...perEntry[index]!].map(([field, { table, ids }]) => {
        const known = names.get(`${table.table}.${table.label}`)!;
        return [field, Object.fromEntries(ids.filter((id) => known.has(id)).map((id) => [String(id), known.get(id)!]))];
      }),
    );
    return { ...entry, names: fields };
  });
}
