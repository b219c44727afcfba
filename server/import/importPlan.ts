/* eslint-disable @typescript-eslint/no-explicit-any -- declared tables are not in the static Database type */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { heldValuesOf, writableFields, type FieldDeclaration, type ResourceDeclaration } from '../../contract/declaration.js';
import type { Database } from '../db/schema.js';
import { createShape, updateShape } from '../declared/contract.js';
import { spoken, sqlTable } from '../declared/naming.js';
import { untyped } from '../declared/records.js';
import { serverModuleOf } from '../declared/serverModule.js';
import { ApiError, issueRefusal, refusal, type Refusal } from '../errors.js';
import { choiceLabelsOf } from '../declared/fieldLabels.js';
import type { DateFormat } from '../export/cellText.js';
import { cellValue } from './cellValues.js';
import { importableFields } from './columnMatch.js';
import type { CsvRow } from './csvRows.js';
import { recordWrites } from './recordWrites.js';

type Values = Record<string, unknown>;

/** What one row of the file would do: create a record, update the one its key names, leave it as it is, or nothing (refused, with why). */
export type RowPlan =
  | { line: number; action: 'create'; values: Values }
  | { line: number; action: 'update' | 'unchanged'; id: number; updatedAt: string; values: Values }
  | RefusedRow;

/** A row that is not imported: the field at fault if one is, the English message, and its reason for the admin to say it in its language. */
export type RefusedRow = { line: number; action: 'refused'; field: string | null; message: string } & Refusal;

/** The unique field that names a row's record (the first one the file fills), when the resource has one: rows are then upserted. */
export function naturalKeyOf(declaration: ResourceDeclaration, columns: ReadonlyArray<string | null>): string | undefined {
  return importableFields(declaration).find((name) => declaration.fields[name]!.unique && columns.includes(name));
}

/** How many rows holding a label are read to find the live one among them. */
const CANDIDATES = 20;

/** Reference labels to ids, looked up once per label: the referenced record's label, or one of its unique text fields (a tutor by email). */
function referenceFinder(db: Kysely<Database>, all: readonly ResourceDeclaration[]) {
  const found = new Map<string, number | null>();
  return async (field: FieldDeclaration & { resource: string }, label: string): Promise<number | null> => {
    const key = `${field.resource}\u0000${label.toLowerCase()}`;
    if (found.has(key)) return found.get(key)!;
    const target = all.find((other) => other.name === field.resource)!;
    const named = [target.labelField, ...Object.entries(target.fields).filter(([, each]) => each.kind === 'text' && each.unique).map(([name]) => name)];
    let query = untyped(db)
      .selectFrom(sqlTable(target))
      .select('id')
      .where((eb: any) => eb.or([...new Set(named)].map((name) => eb(sql`lower(${sql.ref(name)})`, '=', label.toLowerCase()))));
    for (const [column, held] of heldValuesOf(target)) query = query.where(column, 'in', held);
    // Where rows stay in their table once deleted (people), only those the resource still reads count.
    const own = serverModuleOf(target).ownWrites;
    const rows = (await query.orderBy('id').limit(own ? CANDIDATES : 2).execute()) as Array<{ id: number }>;
    const live = own ? (await Promise.all(rows.map(async (row) => ((await own.read(db, row.id)) ? [row] : [])))).flat() : rows;
    // A label two records share names neither.
    const id = live.length === 1 ? live[0]!.id : null;
    found.set(key, id);
    return id;
  };
}

/** The first problem zod found, on its field: the schema's own reason where it gives one, else the message on the field. */
function firstIssue(resource: string, error: z.ZodError): { field: string | null; message: string; why: Refusal } {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? null : String(issue.path[0]);
  const message = issue?.message ?? 'This row cannot be read';
  return { field, message, why: issueRefusal(issue) ?? refusal('IMPORT_VALUE_INVALID', { resource, field: field ?? '', detail: message }) };
}

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/**
 * What importing the file's rows would do, row by row, writing nothing: each row's cells read for the
 * fields their columns fill, references looked up by label, checked by the resource's own create or
 * update schema (the API's messages), and, with a natural key, matched to the record holding it.
 */
export async function* planRows(
  db: Kysely<Database>,
  declaration: ResourceDeclaration,
  all: readonly ResourceDeclaration[],
  columns: ReadonlyArray<string | null>,
  rows: AsyncIterable<CsvRow>,
  dateFormat: DateFormat,
  /** Whether the importer may change existing records: without, a row naming one is refused. */
  mayUpdate = true,
): AsyncGenerator<RowPlan> {
  const key = naturalKeyOf(declaration, columns);
  const filled = columns.flatMap((field, index) => (field ? [[index, field] as const] : []));
  const createBody = z.object(createShape(declaration)).strict();
  const updateBody = z.object(updateShape(declaration)).strict();
  const findReference = referenceFinder(db, all);
  const writes = recordWrites(declaration, [...all]);
  const updatable = new Set(writableFields(declaration, 'update'));
  const keyLines = new Map<string, number>();

  for await (const { line, cells } of rows) {
    const refuse = (field: string | null, message: string, why: Refusal): RowPlan => ({ line, action: 'refused', field, message, ...why });
    const about = (field: string) => ({ resource: declaration.name, field });
    const values: Values = {};
    let refused: RowPlan | undefined;
    for (const [index, name] of filled) {
      const field = declaration.fields[name]!;
      const read = cellValue(field, cells[index] ?? '', dateFormat, choiceLabelsOf(declaration, name));
      if ('message' in read) {
        refused = refuse(name, read.message, read.why(about(name)));
        break;
      }
      let value = read.value;
      if (field.kind === 'reference' && typeof value === 'string') {
        value = await findReference(field, value);
        if (value === null) refused = refuse(name, `"${read.value as string}" names no ${spoken(field.resource)} record, or more than one`, refusal('IMPORT_REFERENCE_MISSING', { ...about(name), labels: [read.value as string] }));
      }
      if (field.kind === 'references' && Array.isArray(value)) {
        const ids = await Promise.all(value.map((label: string) => findReference(field, label)));
        const missing = (value as string[]).filter((_, at) => ids[at] === null);
        if (missing.length > 0) {
          refused = refuse(name, `${missing.map((label) => `"${label}"`).join(', ')} name${missing.length === 1 ? 's' : ''} no ${spoken(field.resource)} record, or more than one`, refusal('IMPORT_REFERENCE_MISSING', { ...about(name), labels: missing }));
        }
        value = ids;
      }
      if (refused) break;
      values[name] = value;
    }
    if (refused) {
      yield refused;
      continue;
    }
    const keyValue = key === undefined ? undefined : values[key];
    const keyText = typeof keyValue === 'string' ? keyValue.trim().toLowerCase() : keyValue == null ? '' : String(keyValue);
    if (key !== undefined && keyText !== '') {
      const earlier = keyLines.get(keyText);
      if (earlier !== undefined) {
        yield refuse(key, `Line ${earlier} has the same ${spoken(key)}`, refusal('IMPORT_KEY_REPEATED', { ...about(key), line: earlier }));
        continue;
      }
      keyLines.set(keyText, line);
      let existing: Awaited<ReturnType<typeof writes.findByKey>>;
      try {
        existing = await writes.findByKey(db, key, typeof keyValue === 'string' ? keyValue.trim() : keyValue);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        yield refuse(key, error.message, error.refusal);
        continue;
      }
      if (existing && !mayUpdate) {
        yield refuse(key, `A record with this ${spoken(key)} exists, and you may not change it`, refusal('IMPORT_UPDATE_NOT_ALLOWED', about(key)));
        continue;
      }
      if (existing) {
        // A field set only when a record is added (a tutor's approval) is read for new rows only.
        const checked = updateBody.safeParse(Object.fromEntries(Object.entries(values).filter(([name]) => updatable.has(name))));
        if (!checked.success) {
          const { field, message, why } = firstIssue(declaration.name, checked.error);
          yield refuse(field, message, why);
          continue;
        }
        const changed = Object.entries(checked.data).some(([name, value]) => value !== undefined && !same(value, existing[name]));
        yield { line, action: changed ? 'update' : 'unchanged', id: existing.id, updatedAt: existing.updatedAt, values: checked.data };
        continue;
      }
    }
    const checked = createBody.safeParse(values);
    if (!checked.success) {
      const { field, message, why } = firstIssue(declaration.name, checked.error);
      yield refuse(field, message, why);
      continue;
    }
    yield { line, action: 'create', values: checked.data };
  }
}
