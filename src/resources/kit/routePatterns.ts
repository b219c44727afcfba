import type { ResourceDeclaration } from '../../../contract/declaration';
import { routePatterns, type ResolvedRoutePatterns } from '../paths.js';

/**
 * The URL patterns of a declared resource's screens, read off its declaration as kit/module.tsx routes
 * them: a singleton is edited where its list would be, and a resource has a detail screen unless it
 * is a singleton, an inline list or declares `show: null`. The screens' links take their URLs from
 * here, not from the registry, whose modules load those screens.
 */
export function declaredRoutePatterns(declaration: ResourceDeclaration): ResolvedRoutePatterns {
  if (declaration.singleton) return routePatterns({});
  const show = !declaration.list?.inline && declaration.screens?.show !== null;
  return routePatterns({ show, routes: declaration.routes });
}
