import { useBasename, type Identifier } from 'react-admin';
import { resourcePaths, routePatterns, type ResolvedRoutePatterns } from '../../paths';

/** admin-management's detail lives at view/{id} (spec section 2); the others use the defaults. */
export const adminManagementRoutes = { detail: 'view/:id' };

/** The route patterns of the people and money screens, the same ones their modules declare. */
const patterns = {
  tutors: routePatterns({ show: () => null }),
  users: routePatterns({ show: () => null }),
  'admin-management': routePatterns({ show: () => null, routes: adminManagementRoutes }),
  transactions: routePatterns({ show: () => null }),
  reports: routePatterns({ show: () => null }),
} satisfies Record<string, ResolvedRoutePatterns>;

export type PeopleResource = keyof typeof patterns;

/** The spec URLs with the admin basename, for links, rowClick and buttons (no registry lookup needed). */
export function useSpecPaths(resource: PeopleResource) {
  return resourcePaths(resource, patterns[resource], useBasename());
}

/** A react-admin `redirect` to the spec's detail URL (useRedirect adds the basename itself). */
export const redirectToDetail =
  (resource: PeopleResource) =>
  (_resource?: string, id?: Identifier): string => {
    const paths = resourcePaths(resource, patterns[resource], '');
    return id === undefined ? paths.list : paths.detail(id);
  };
