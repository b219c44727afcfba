import { useBasename, useResourceContext, type Identifier, type RedirectionSideEffect } from 'react-admin';
import { resourcePaths, routePatterns, type ResolvedRoutePatterns, type ResourcePaths } from './paths.js';
import { declarations } from './declared.js';
import { declaredRoutePatterns } from './kit/routePatterns.js';

const defaultPatterns: ResolvedRoutePatterns = routePatterns({});

let registered: Readonly<Record<string, ResolvedRoutePatterns>> | undefined;

/**
 * Every resource's URL patterns, from the declarations (as the registry routes them), not from
 * react-admin's resource definitions: `<Resource>` registers those in effects, after the first commit,
 * so a first render would build the default URLs, and the page's heading would appear a moment after
 * the screen and push it down. Built on first use.
 */
export function registeredPatterns(): Readonly<Record<string, ResolvedRoutePatterns>> {
  return (registered ??= Object.fromEntries(declarations.map((declaration) => [declaration.name, declaredRoutePatterns(declaration)])));
}

/**
 * The spec's URLs of a resource (the current one by default), with the admin basename: use them for
 * `rowClick`, `<Link to>`, `CreateButton to`, `navigate`, instead of react-admin's default URLs
 * (`create`, `:id/show`). Pass `{ relative: true }` for a `redirect` prop or `useRedirect`.
 */
export function useResourcePaths(resource?: string, { relative = false }: { relative?: boolean } = {}): ResourcePaths {
  const contextResource = useResourceContext({ resource });
  const basename = useBasename();
  const patterns = registeredPatterns()[contextResource ?? ''] ?? defaultPatterns;
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
