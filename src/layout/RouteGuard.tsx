import { useEffect, useReducer, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { onSignedOutElsewhere } from '../authProvider/otherTabs.js';
import { currentGuardSession, guardRoute, loginPath } from '../authProvider/routeGuard.js';

/**
 * Runs the spec's route guard (section 2) on every navigation, before anything renders. A visitor
 * sent to sign in from an admin screen carries that screen in the state react-admin's login reads
 * (`nextPathname`, `nextSearch`), so signing in brings them back to it. Signing out in another tab
 * runs it again at once.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [, signedOutElsewhere] = useReducer((count: number) => count + 1, 0);
  useEffect(() => onSignedOutElsewhere(signedOutElsewhere), []);
  const target = guardRoute(location.pathname, currentGuardSession());
  if (target === null || target === location.pathname) return <>{children}</>;
  const comingBack = target === loginPath && location.pathname.startsWith('/admin/');
  return (
    <Navigate
      to={target}
      replace
      state={comingBack ? { nextPathname: location.pathname, nextSearch: location.search } : undefined}
    />
  );
}
