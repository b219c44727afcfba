import type { FilterPayload, SortPayload } from 'ra-core';

/** What a list shows that a view keeps: react-admin's filter (with `q`, the search), sort and page size. */
export interface ListShape {
  filter: FilterPayload;
  sort: SortPayload;
  perPage: number;
}

/**
 * A view's query in the list call's own terms (`search`, `sort`, `dir`, `limit`, each filter by
 * name), so that the server checks it against the list's query and counts its records.
 */
export function viewQueryOf({ filter, sort, perPage }: ListShape): Record<string, string> {
  const { q, ...filters } = filter as Record<string, unknown>;
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    query[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  if (typeof q === 'string' && q.trim()) query.search = q.trim();
  if (sort.field) Object.assign(query, { sort: sort.field, dir: sort.order.toLowerCase() });
  query.limit = String(perPage);
  return query;
}

/** The list a view's query shows, in react-admin's terms; what it leaves out stays as the list has it. */
export function listShapeOf(query: Readonly<Record<string, string>>): Partial<ListShape> & { filter: FilterPayload } {
  const { search, sort, dir, limit, ...filters } = query;
  const filter: FilterPayload = { ...filters, ...(search ? { q: search } : {}) };
  return {
    filter,
    ...(sort ? { sort: { field: sort, order: dir === 'desc' ? 'DESC' : 'ASC' } } : {}),
    ...(limit && /^[1-9][0-9]*$/.test(limit) ? { perPage: Number(limit) } : {}),
  };
}
