/* eslint-disable @typescript-eslint/no-explicit-any -- generic over any table's query builder */
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

export interface ListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  sort: string;
  dir: 'asc' | 'desc';
}

export interface ListOptions {
  /** Column (or expression) for each allowlisted sort key. */
  sortColumns: Record<string, string>;
  /** The unique tie-breaker, so that pages never overlap. */
  idColumn: string;
  /** The search condition for a non-empty term; `likePattern(term)` is ready for ILIKE. */
  search?: (eb: ExpressionBuilder<any, any>, pattern: string) => Expression<SqlBool>;
}

/** `%term%` with LIKE's own wildcards escaped, so `%` and `_` in a search are literal. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Applies the API's list query to a base select (joins and resource filters already applied) and
 * answers one page of rows with the total count of matches.
 */
export async function listPage<Row>(
  base: SelectQueryBuilder<any, any, Row>,
  params: ListParams,
  options: ListOptions,
): Promise<{ items: Row[]; total: number }> {
  const term = params.search?.trim();
  const filtered = term && options.search ? base.where((eb) => options.search!(eb, likePattern(term))) : base;
  const sortColumn = options.sortColumns[params.sort];
  if (!sortColumn) throw new Error(`No sort column for ${params.sort}`);
  const [items, count] = await Promise.all([
    filtered
      .orderBy(sql.ref(sortColumn), params.dir)
      .orderBy(sql.ref(options.idColumn), params.dir)
      .limit(params.limit)
      .offset((params.page - 1) * params.limit)
      .execute(),
    filtered
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow() as Promise<{ total: number }>,
  ]);
  return { items, total: count.total };
}
