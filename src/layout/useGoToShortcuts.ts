import { useBasename, useCanAccessResources } from 'react-admin';
import { allowedNow } from '../authProvider/authProvider.js';
import { dashboardPath } from '../authProvider/routeGuard.js';
import { resourcePaths } from '../resources/paths.js';
import { resourceRegistry } from '../resources/registry.js';
import { registeredPatterns } from '../resources/useResourcePaths.js';
import { dashboardKeys, goTo, type Keys } from './shortcuts.js';

/** The lists a key opens, in menu order. */
const listKeys = resourceRegistry.flatMap((module) => (module.menuKey && module.inMenu !== false ? [{ resource: module.name, keys: goTo(module.menuKey) }] : []));

/** A screen `g` and a key open: the dashboard, or a resource's list. */
export interface GoTo {
  keys: Keys;
  /** The resource whose list it is; none for the dashboard. */
  resource?: string;
  path: string;
}

/** The screens the signed-in person may open by `g` and a key: the dashboard, and each list with a `menuKey` they may read. */
export function useGoToShortcuts(): GoTo[] {
  const basename = useBasename();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: listKeys.map(({ resource }) => resource) });
  return [
    { keys: dashboardKeys, path: dashboardPath },
    ...listKeys
      // The stored session answers at once (react-admin's check comes a moment later): a key typed as soon as the screen shows works.
      .filter(({ resource }) => canAccess?.[resource] ?? allowedNow(resource, 'list'))
      .map(({ resource, keys }) => ({ keys, resource, path: resourcePaths(resource, registeredPatterns()[resource]!, basename).list })),
  ];
}
