import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import type { QueryValue } from '../authProvider/httpClient';
import type { ListCall, WriteCall } from './endpointTypes';

/** The API's largest page (API.md); bigger react-admin pages (CSV export asks 1000) are split. */
export const maxApiLimit = 500;

export function fillPath(path: string, id?: Identifier): string {
  if (!path.includes('{id}')) return path;
  if (id === undefined || id === null || id === '') throw new Error(`${path} needs a record id`);
  return path.replace('{id}', encodeURIComponent(String(id)));
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

/** The list query of API.md from react-admin's pagination, sort and filter. */
export function listQuery(call: ListCall, params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): Record<string, QueryValue> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const sortable = params.sort && call.sortable.includes(params.sort.field);
  return {
    ...call.query,
    page,
    limit: perPage,
    search: typeof q === 'string' ? q.trim() : undefined,
    sort: sortable ? params.sort?.field : undefined,
    dir: sortable ? params.sort?.order.toLowerCase() : undefined,
    ...(pick(filter, call.filters) as Record<string, QueryValue>),
  };
}

/**
 * How to read `perPage` records at a time from an API that serves at most 500: `count` requests
 * of `size`, where `size` divides `perPage`, so react-admin's page boundaries fall on API pages.
 */
export function chunksOf(perPage: number): { size: number; count: number } {
  let count = Math.ceil(perPage / maxApiLimit);
  while (perPage % count !== 0) count += 1;
  return { size: perPage / count, count };
}

/** react-admin takes an edited record's id from the URL, as text; a body carries it as a JSON integer. */
export const bodyIdOf = (id: Identifier) => (typeof id === 'string' && /^[0-9]+$/.test(id) ? Number(id) : id);

/** The body of a write call (see WriteCall.fields); FormData passes through untouched. */
export function writeBody(
  call: WriteCall,
  data: Record<string, unknown> | FormData | undefined,
  id?: Identifier,
): Record<string, unknown> | FormData | undefined {
  if (data instanceof FormData) return data;
  if (!call.fields) return undefined;
  const values: Record<string, unknown> = { ...call.defaults, ...data, ...(id !== undefined ? { id: bodyIdOf(id) } : {}), ...call.fixed };
  return pick(values, call.fields);
}

/**
 * `If-Match: "<updatedAt>"` for a call that asks for it (WriteCall.ifMatch): the version the form read,
 * or the one the user chose to save over (`meta.version`, after an edit conflict); and
 * `X-Revert-Of: <entry id>` for an update that restores the values of a history entry (`meta.revertOf`).
 */
export function versionHeaders(call: WriteCall, previousData?: RaRecord, meta?: WriteMeta): Record<string, string> | undefined {
  const version = meta?.version ?? previousData?.updatedAt;
  const headers = {
    ...(call.ifMatch && typeof version === 'string' && version !== '' ? { 'if-match': `"${version}"` } : {}),
    ...(typeof meta?.revertOf === 'number' ? { 'x-revert-of': String(meta.revertOf) } : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** What a write's `meta` may say: the version it saves over, the history entry it restores. */
export interface WriteMeta {
  version?: unknown;
  revertOf?: unknown;
}
