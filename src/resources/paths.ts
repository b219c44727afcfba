import type { Identifier } from 'react-admin';
import type { ResourceRoutePatterns } from './types.js';

/*
 * Plain functions, no hooks and no registry: the browser tests import this file under Node, outside
 * Vite, where the registry's `import.meta.glob` does not exist. The hooks are in useResourcePaths.ts.
 */

export type ResolvedRoutePatterns = Required<ResourceRoutePatterns>;

/** The patterns a resource uses, defaults filled in (see ResourceRoutePatterns). */
export function routePatterns(module: { show?: unknown; routes?: ResourceRoutePatterns | undefined }): ResolvedRoutePatterns {
  const detail = module.routes?.detail ?? ':id';
  return {
    add: module.routes?.add ?? 'add',
    detail,
    edit: module.routes?.edit ?? (module.show ? 'edit/:id' : ':id'),
  };
}

/** Where a resource's trash is, below its list (`/admin/languages/trash`). */
export const trashSegment = 'trash';

/** Where a resource's import is, below its list (`/admin/languages/import`). */
export const importSegment = 'import';

export interface ResourcePaths {
  list: string;
  add: string;
  detail: (id: Identifier) => string;
  edit: (id: Identifier) => string;
}

const withId = (pattern: string, id: Identifier) => pattern.replace(':id', encodeURIComponent(String(id)));

/**
 * The spec's URLs of a resource. `prefix` is the admin basename ("/admin") for links and
 * `navigate`, or "" for react-admin `redirect` functions and `useRedirect` (they add the basename).
 */
export function resourcePaths(name: string, patterns: ResolvedRoutePatterns, prefix = '/admin'): ResourcePaths {
  const base = `${prefix}/${name}`;
  return {
    list: base,
    add: `${base}/${patterns.add}`,
    detail: (id) => `${base}/${withId(patterns.detail, id)}`,
    edit: (id) => `${base}/${withId(patterns.edit, id)}`,
  };
}

/** What a list URL can open the list with: react-admin reads these from the query string. */
export interface ListOpening {
  filter?: Readonly<Record<string, unknown>>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
}

/** A list's URL that opens it filtered, sorted and paged this way (the dashboard's cards, pinned views). */
export function listShowing(list: string, { filter, sort, perPage }: ListOpening): string {
  const query = new URLSearchParams();
  if (filter && Object.keys(filter).length > 0) query.set('filter', JSON.stringify(filter));
  if (sort) {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  if (perPage) query.set('perPage', String(perPage));
  const text = query.toString();
  return text ? `${list}?${text}` : list;
}

