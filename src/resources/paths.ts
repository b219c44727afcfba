import { useBasename, useResourceContext, useResourceDefinition, type Identifier, type RedirectionSideEffect } from 'react-admin';
import type { ResourceModule, ResourceRoutePatterns } from './types.js';

export type ResolvedRoutePatterns = Required<ResourceRoutePatterns>;

/** The patterns a resource uses, defaults filled in (see ResourceRoutePatterns). */
export function routePatterns(module: Pick<ResourceModule, 'show' | 'routes'>): ResolvedRoutePatterns {
  const detail = module.routes?.detail ?? ':id';
  return {
    add: module.routes?.add ?? 'add',
    detail,
    edit: module.routes?.edit ?? (module.show ? 'edit/:id' : ':id'),
  };
}

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

const defaultPatterns: ResolvedRoutePatterns = routePatterns({});

/**
 * The spec's URLs of a resource (the current one by default), with the admin basename: use them for
 * `rowClick`, `<Link to>`, `CreateButton to`, `navigate`, instead of react-admin's default URLs
 * (`create`, `:id/show`). Pass `{ relative: true }` for a `redirect` prop or `useRedirect`.
 */
export function useResourcePaths(resource?: string, { relative = false }: { relative?: boolean } = {}): ResourcePaths {
  const contextResource = useResourceContext({ resource });
  const definition = useResourceDefinition({ resource: contextResource });
  const basename = useBasename();
  const patterns = (definition?.options?.routes as ResolvedRoutePatterns | undefined) ?? defaultPatterns;
  return resourcePaths(contextResource ?? '', patterns, relative ? '' : basename);
}

/**
 * A react-admin `redirect` (Edit, Create) to the record's spec detail URL (the current resource by
 * default), the list when there is no id: relative, as react-admin adds the basename itself.
 */
export function useDetailRedirect(resource?: string): RedirectionSideEffect {
  const paths = useResourcePaths(resource, { relative: true });
  return (_resource?: string, id?: Identifier) => (id === undefined ? paths.list : paths.detail(id));
}
