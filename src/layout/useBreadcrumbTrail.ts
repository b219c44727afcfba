import { useMemo } from 'react';
import { useBasename, useLocation } from 'react-admin';
import { routePatterns } from '../resources/paths.js';
import { resourceRegistry } from '../resources/registry.js';
import { breadcrumbTrail, type Crumb } from './breadcrumbTrail.js';

/**
 * Every resource's URL patterns, from the registry (as the menu reads it) rather than react-admin's
 * resource definitions: those are registered in effects, after the first commit, and the page's
 * heading would then appear a moment after the screen and push it down (a layout shift).
 */
const patterns = Object.fromEntries(resourceRegistry.map((module) => [module.name, routePatterns(module)]));

/** The current admin route's breadcrumbs (after Home), from the resources' URL patterns. */
export function useBreadcrumbTrail(): Crumb[] {
  const { pathname } = useLocation();
  const basename = useBasename();
  return useMemo(() => breadcrumbTrail(pathname, patterns, basename), [pathname, basename]);
}
