import { isStaffType } from '../../contract/values';
import { hasAnyToken, readSession } from './storage';

/** What the guard needs to know about the visitor. */
export interface GuardSession {
  /** An access token or a refresh token is stored. */
  hasToken: boolean;
  /** The stored user's userType; absent when no user record is stored. */
  userType?: string | null;
}

export const loginPath = '/admin/login';
export const dashboardPath = '/admin/dashboard';
export const notFoundPath = '/pages/error-404';

/** Aliases of spec section 2: root and empty path go to login, /admin to its default child. */
const aliases: Readonly<Record<string, string>> = { '': loginPath, '/': loginPath, '/admin': '/admin/pages' };

/** The spec's public routes: a signed-in admin or superAdmin opening one goes to the dashboard. */
const publicRoutes: readonly RegExp[] = [
  /^\/admin\/login$/,
  /^\/admin\/register$/,
  /^\/admin\/forgot-password$/,
  /^\/verify\/[^/]+$/,
  /^\/reset-password\/[^/]+$/,
];

/*
 * Error pages are open to everyone and never redirected. The spec lists error-419 and error-404
 * among the public routes, and "a signed-in admin opening a public route goes to the dashboard"
 * read literally would hide them from signed-in staff: an unknown URL would silently become the
 * dashboard and an expired link would say nothing. So the error pages (and error-500 and
 * not-authorized, which the spec does not list but which must be reachable by anyone who is sent
 * there) are exempt from both redirects.
 */
const errorPages: readonly RegExp[] = [/^\/pages\/(error-404|error-419|error-500|not-authorized)$/];

/*
 * An email-verification link does its work when opened: sent to the dashboard, a signed-in admin
 * who follows one would verify nothing. So it opens for everyone too, and the page then offers the
 * way on (the dashboard when signed in).
 */
const linksThatAct: readonly RegExp[] = [/^\/verify\/[^/]+$/];

function normalise(pathname: string): string {
  const path = pathname.trim();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const matches = (patterns: readonly RegExp[], path: string) => patterns.some((pattern) => pattern.test(path));

/**
 * Paths the product has a screen for: the bare pages and everything under /admin/ (the admin
 * answers an unknown screen there with error-404 once signed in). Any other path is unknown and
 * goes to error-404 whoever asks, before the sign-in rule, as the spec's router redirects it.
 */
const isKnownPath = (path: string) => path.startsWith('/admin/') || matches(publicRoutes, path);

/**
 * The route guard of spec section 2: answers where to redirect the visitor, or null to let them
 * through. Runs on every navigation (pure; the caller passes the session).
 */
export function guardRoute(pathname: string, session: GuardSession): string | null {
  const path = normalise(pathname);
  const alias = aliases[path];
  if (alias !== undefined) return guardRoute(alias, session) ?? alias;
  if (matches(errorPages, path) || matches(linksThatAct, path)) return null;

  const userType = session.hasToken ? session.userType || null : null;
  const isStaff = userType !== null && isStaffType(userType);
  if (matches(publicRoutes, path)) return isStaff ? dashboardPath : null;
  if (!session.hasToken || userType === null) return isKnownPath(path) ? loginPath : notFoundPath;

  const segments = path.split('/');
  const allowedSegment = isStaff ? 'admin' : userType;
  return segments.includes(allowedSegment) ? null : notFoundPath;
}

/** The guard's view of the stored session. */
export function currentGuardSession(): GuardSession {
  return { hasToken: hasAnyToken(), userType: readSession()?.user.userType ?? null };
}
