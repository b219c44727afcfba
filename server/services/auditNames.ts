import { sql } from 'kysely';
import { keepsTrash, type ResourceDeclaration } from '../../contract/declaration.js';
import { tableOf } from '../declared/naming.js';
import { untyped } from '../declared/records.js';
import type { DB } from '../db/index.js';
import { trashedLabels } from '../trash/trashedLabels.js';

/** By field, the names of the records an entry's ids refer to: `{ resolvedById: { "2": "Ada Admin" } }`. */
export type AuditNames = Record<string, Record<string, string>>;

/** By field, the ids among `names` whose records are in their resource's trash: `{ languageId: ["7"] }`. */
export type AuditTrashed = Record<string, string[]>;

/** A table whose ids audit snapshots hold, the column that names one of its records, and the resource whose trash may hold one gone from it. */
interface NamedTable {
  table: string;
  label: string;
  trash?: string;
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
  return declaration && { table: tableOf(declaration), label: declaration.labelField, ...(keepsTrash(declaration) ? { trash: declaration.name } : {}) };
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

/** The labels of a table's records by id, and of those of them its resource's trash holds. */
async function labelsOf(db: DB, table: NamedTable, ids: number[]): Promise<{ labels: Map<number, string>; trashed: Set<number> }> {
  const rows = await untyped(db)
    .selectFrom(table.table)
    .select(['id', sql<string>`${sql.ref(table.label)}::text`.as('label')])
    .where('id', 'in', ids)
    .execute();
  const labels = new Map(rows.map((row) => [row.id as number, row.label as string]));
  const gone = ids.filter((id) => !labels.has(id));
  if (!table.trash || gone.length === 0) return { labels, trashed: new Set() };
  const inTrash = await trashedLabels(db, table.trash, gone);
  for (const [id, label] of inTrash) labels.set(id, label);
  return { labels, trashed: new Set(inTrash.keys()) };
}

/**
 * The entries with the names of the records their ids refer to (who closed a report, a tutor's
 * subjects, a declared reference), so that a history reads "Closed by: Ada Admin", never an id; a
 * record in its resource's trash is named and said to be there (`trashed`). One or two queries per
 * table named on the page, whatever the number of entries. A field whose record is gone for good
 * answers an empty map for it, so the admin still knows the value is a reference.
 */
export async function withNames<T extends Entry>(db: DB, declarations: readonly ResourceDeclaration[], entries: T[]): Promise<Array<T & { names: AuditNames; trashed: AuditTrashed }>> {
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
  const named = new Map<string, Awaited<ReturnType<typeof labelsOf>>>();
  for (const [key, { table, ids }] of wanted) named.set(key, await labelsOf(db, table, [...ids]));
  return entries.map((entry, index) => {
    const fields = [...perEntry[index]!].map(([field, { table, ids }]) => {
      const { labels, trashed } = named.get(`${table.table}.${table.label}`)!;
      const known = ids.filter((id) => labels.has(id));
      return { field, names: Object.fromEntries(known.map((id) => [String(id), labels.get(id)!])), trashed: known.filter((id) => trashed.has(id)).map(String) };
    });
    return {
      ...entry,
      names: Object.fromEntries(fields.map(({ field, names }) => [field, names])),
      trashed: Object.fromEntries(fields.filter(({ trashed }) => trashed.length > 0).map(({ field, trashed }) => [field, trashed])),
    };
  });
}
