import { useMemo } from 'react';
import { useBasename, useLocation, useResourceDefinitions } from 'react-admin';
import type { ResolvedRoutePatterns } from '../resources/paths.js';
import { breadcrumbTrail, type Crumb } from './breadcrumbTrail.js';

/** The current admin route's breadcrumbs (after Home), from the registered resources' URL patterns. */
export function useBreadcrumbTrail(): Crumb[] {
  const { pathname } = useLocation();
  const basename = useBasename();
  const definitions = useResourceDefinitions();
  const patterns = useMemo(
    () =>
      Object.fromEntries(
        Object.values(definitions)
          .filter((definition) => definition.options?.routes)
          .map((definition) => [definition.name, definition.options?.routes as ResolvedRoutePatterns]),
      ),
    [definitions],
  );
  return useMemo(() => breadcrumbTrail(pathname, patterns, basename), [pathname, patterns, basename]);
}
