import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { searched, type ListParams, type ListSource } from '../services/listPage.js';

/**
 * What one batch's query should take. Another person's list call sent during an export waits for the
 * batch in hand (PGlite runs one query at a time) and for its rows to be turned into CSV on the same
 * event loop: `npm run bench -- --only exports` measured their list calls at p50 237-268 ms with
 * batches of 1,000 rows and 60-66 ms with 200 (100k rows, PostgreSQL and PGlite).
 */
const BATCH_TARGET_MS = 10;
export const batchRowBounds = { first: 200, least: 50, most: 500 } as const;

/** The next batch's rows: scaled towards the target time from the last batch's, within the bounds. */
export function nextBatchRows(rows: number, queryMs: number): number {
  const scaled = Math.round((rows * BATCH_TARGET_MS) / Math.max(queryMs, 0.1));
  return Math.min(batchRowBounds.most, Math.max(batchRowBounds.least, scaled, Math.floor(rows / 2)), rows * 2);
}

/** Where the last batch ended: its sort key as text with the key's SQL type, and its id. */
interface Cursor {
  key: string;
  type: string;
  id: unknown;
}

const helperColumns = ['exportSortKey', 'exportSortType', 'exportRowId'];

/** A type name PostgreSQL reported (`pg_typeof`), checked before it is written into a statement. */
function typeName(reported: string): string {
  if (!/^[A-Za-z_][\w ."]*$/.test(reported)) throw new Error(`Unexpected sort key type ${reported}`);
  return reported;
}

/**
 * Every item of a list source in the list's order (sort key, then id), a batch at a time, by keyset:
 * each batch starts after the last row of the one before (`(key, id) > (last key, last id)`), so a
 * batch costs the same at the end of a million rows as at the start, unlike OFFSET. The key travels as
 * text and is cast back to its own type, so timestamps keep their microseconds. Rows without a sort
 * key come where the list puts them (`emptyLast`: last both ways; otherwise where PostgreSQL sorts them, last
 * ascending and first descending), read in a phase of their own.
 */
export async function* keysetBatches<Item>(source: ListSource<unknown, Item>, params: Pick<ListParams, 'search' | 'sort' | 'dir'>): AsyncGenerator<Item[]> {
  const sortColumn = source.options.sortColumns[params.sort];
  if (!sortColumn) throw new Error(`No sort column for ${params.sort}`);
  const sortKey = sql.ref(sortColumn);
  const rowId = sql.ref(source.options.idColumn);
  const after = params.dir === 'asc' ? sql.raw('>') : sql.raw('<');
  const filtered = searched(source.base, params, source.options).select([
    sql<string | null>`${sortKey}::text`.as('exportSortKey'),
    sql<string>`pg_typeof(${sortKey})::text`.as('exportSortType'),
    sql`${rowId}`.as('exportRowId'),
  ]);
  const phases = params.dir === 'asc' || source.options.emptyLast ? (['keyed', 'unkeyed'] as const) : (['unkeyed', 'keyed'] as const);
  let batchRows: number = batchRowBounds.first;
  for (const phase of phases) {
    let cursor: Cursor | undefined;
    for (;;) {
      const conditions: RawBuilder<SqlBool>[] = [phase === 'keyed' ? sql`${sortKey} is not null` : sql`${sortKey} is null`];
      if (cursor) {
        conditions.push(
          phase === 'keyed'
            ? sql`(${sortKey}, ${rowId}) ${after} (cast(${cursor.key} as ${sql.raw(cursor.type)}), ${cursor.id})`
            : sql`${rowId} ${after} ${cursor.id}`,
        );
      }
      const started = performance.now();
      const rows = (await filtered
        .where((eb) => eb.and(conditions))
        .orderBy(sortKey, params.dir)
        .orderBy(rowId, params.dir)
        .limit(batchRows)
        .execute()) as Array<Record<string, unknown>>;
      const limit = batchRows;
      batchRows = nextBatchRows(limit, performance.now() - started);
      if (rows.length === 0) break;
      const last = rows.at(-1)!;
      cursor = { key: last.exportSortKey as string, type: typeName(last.exportSortType as string), id: last.exportRowId };
      const listRows = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !helperColumns.includes(key))));
      yield await source.toItems(listRows);
      if (rows.length < limit) break;
    }
  }
}
