import { useMemo } from 'react';
import { useBasename, useLocation } from 'react-admin';
import { registeredPatterns } from '../resources/useResourcePaths.js';
import { breadcrumbTrail, type Crumb } from './breadcrumbTrail.js';

/** The current admin route's breadcrumbs (after Home), from the resources' URL patterns. */
export function useBreadcrumbTrail(): Crumb[] {
  const { pathname } = useLocation();
  const basename = useBasename();
  return useMemo(() => breadcrumbTrail(pathname, registeredPatterns(), basename), [pathname, basename]);
}
