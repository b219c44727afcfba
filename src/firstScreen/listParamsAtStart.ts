import type { PaginationPayload, SortPayload } from 'ra-core';
import type { ListDefaults } from '../resources/listStart';

/** What the list passes to the dataProvider's getList (besides its meta and signal). */
export interface FirstPageParams {
  pagination: PaginationPayload;
  sort: SortPayload;
  filter: Record<string, unknown>;
}

/** The list parameters react-admin keeps in the URL's query string. */
const listParamKeys: readonly string[] = ['filter', 'displayedFilters', 'order', 'page', 'perPage', 'sort'];

type Query = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * react-admin's `parseQueryFromLocation` (query-string's parse, then the JSON of `filter` and
 * `displayedFilters`) for the query strings it writes itself; undefined for anything else (a key it
 * does not write, a key twice, a key without a value), where the two parsers might disagree.
 */
function queryFromSearch(search: string): Query | undefined {
  const query: Query = {};
  for (const part of search.trim().replace(/^[?#&]/, '').split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    if (at < 0) return undefined;
    const spaced = part.replace(/\+/g, ' ');
    const key = decode(spaced.slice(0, at));
    const value = decode(spaced.slice(at + 1));
    if (key === undefined || value === undefined || !listParamKeys.includes(key) || key in query) return undefined;
    query[key] = value;
  }
  for (const key of ['filter', 'displayedFilters']) {
    if (typeof query[key] !== 'string') continue;
    try {
      query[key] = JSON.parse(query[key]);
    } catch {
      delete query[key];
    }
  }
  return query;
}

/** react-admin's `hasCustomParams`: whether the stored parameters differ from a fresh list's. */
function hasCustomParams(params: unknown): params is Query {
  if (!isPlainObject(params) || !params.filter) return false;
  return (
    Object.keys(params.filter as object).length > 0 ||
    params.order != null ||
    params.page !== 1 ||
    params.perPage != null ||
    params.sort != null
  );
}

/** react-admin's `getNumberOrDefault`. */
function numberOr(value: unknown, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  const parsed = typeof value === 'string' ? parseInt(value, 10) : value;
  if (typeof parsed !== 'number') return undefined;
  return Number.isNaN(parsed) ? fallback : parsed;
}

/**
 * The parameters of the first `getList` a react-admin list (`ListBase` synced with the location,
 * its default store key, no permanent filter) will make when it mounts: react-admin's `getQuery`,
 * which takes the URL's query string when it has one, else the parameters stored at the last visit
 * when they differ from a fresh list's, else the list's defaults. Undefined when the answer is not
 * certain; the caller then requests nothing early. tests/unit/admin/listParamsAtStart.test.ts
 * compares it with react-admin's own functions.
 */
export function listParamsAtStart(defaults: ListDefaults, search: string, stored: unknown): FirstPageParams | undefined {
  const fromUrl = queryFromSearch(search);
  if (!fromUrl) return undefined;
  const query: Query =
    Object.keys(fromUrl).length > 0 ? fromUrl : hasCustomParams(stored) ? { ...stored } : { filter: defaults.filter ?? {} };
  if (!query.sort) {
    query.sort = defaults.sort.field;
    query.order = defaults.sort.order;
  }
  const page = numberOr(query.page ?? 1, 1);
  const perPage = numberOr(query.perPage ?? defaults.perPage, 10);
  const { sort, order, filter = {} } = query;
  if (page === undefined || perPage === undefined) return undefined;
  if (typeof sort !== 'string' || (order !== 'ASC' && order !== 'DESC') || !isPlainObject(filter)) return undefined;
  return { pagination: { page, perPage }, sort: { field: sort, order }, filter: { ...filter } };
}
