import { describe, expect, it } from 'vitest';
import { currentGuardSession, guardRoute, type GuardSession } from '../../../src/authProvider/routeGuard';
import { saveSession } from '../../../src/authProvider/storage';

const loggedOut: GuardSession = { hasToken: false };
const superAdmin: GuardSession = { hasToken: true, userType: 'superAdmin' };
const admin: GuardSession = { hasToken: true, userType: 'admin' };
const tokenNoType: GuardSession = { hasToken: true, userType: null };
const tutor: GuardSession = { hasToken: true, userType: 'tutor' };
const student: GuardSession = { hasToken: true, userType: 'user' };
const staleUser: GuardSession = { hasToken: false, userType: 'admin' };

type Case = [rule: string, path: string, session: GuardSession, expected: string | null];

const publicPaths = ['/admin/login', '/admin/register', '/admin/forgot-password', '/reset-password/tok-1'];
const errorPaths = ['/pages/error-404', '/pages/error-419', '/pages/error-500', '/pages/not-authorized'];

const cases: Case[] = [
  // Root and empty path -> login; /admin -> /admin/pages (then the other rules)
  ['root goes to login', '/', loggedOut, '/admin/login'],
  ['empty path goes to login', '', loggedOut, '/admin/login'],
  ['root for a signed-in admin: login, which sends on to the dashboard', '/', admin, '/admin/dashboard'],
  ['/admin goes to /admin/pages', '/admin', admin, '/admin/pages'],
  ['/admin/ goes to /admin/pages', '/admin/', superAdmin, '/admin/pages'],
  ['/admin logged out goes to login', '/admin', loggedOut, '/admin/login'],

  // Public routes: open when logged out, the dashboard for signed-in staff
  ...publicPaths.map((path): Case => ['public route, logged out', path, loggedOut, null]),
  ...publicPaths.map((path): Case => ['public route, admin', path, admin, '/admin/dashboard']),
  ...publicPaths.map((path): Case => ['public route, superAdmin', path, superAdmin, '/admin/dashboard']),
  ['public route with a token but no userType', '/admin/login', tokenNoType, null],
  ['public route for a tutor (not staff)', '/admin/login', tutor, null],
  ['trailing slash on a public route', '/admin/login/', admin, '/admin/dashboard'],

  // An email-verification link verifies whoever opens it, signed in or not
  ['verification link, logged out', '/verify/abc123', loggedOut, null],
  ['verification link, admin', '/verify/abc123', admin, null],
  ['verification link, superAdmin', '/verify/abc123', superAdmin, null],

  // Error pages: reachable by anyone, never redirected (decision documented in routeGuard.ts)
  ...errorPaths.map((path): Case => ['error page, logged out', path, loggedOut, null]),
  ...errorPaths.map((path): Case => ['error page, admin', path, admin, null]),
  ...errorPaths.map((path): Case => ['error page, token without userType', path, tokenNoType, null]),

  // Logged-out visitors on any other route -> login
  ['admin route, logged out', '/admin/tutors', loggedOut, '/admin/login'],
  ['deep admin route, logged out', '/admin/tutors/edit/5', loggedOut, '/admin/login'],
  ['unknown path, logged out', '/no/such/page', loggedOut, '/pages/error-404'],
  ['other type path (no screen here), logged out', '/tutor/dashboard', loggedOut, '/pages/error-404'],
  ['unknown path, token without userType', '/pages/nothing', tokenNoType, '/pages/error-404'],
  ['stored user but no token', '/admin/dashboard', staleUser, '/admin/login'],

  // A token but no userType -> login
  ['token without userType', '/admin/dashboard', tokenNoType, '/admin/login'],
  ['token with an empty userType', '/admin/dashboard', { hasToken: true, userType: '' }, '/admin/login'],

  // admin and superAdmin: only paths containing /admin/
  ['admin on an admin route', '/admin/dashboard', admin, null],
  ['superAdmin on an admin route', '/admin/admin-management/view/3', superAdmin, null],
  ['admin on a detail route', '/admin/transactions/42', admin, null],
  ['admin outside /admin/', '/tutor/dashboard', admin, '/pages/error-404'],
  ['superAdmin outside /admin/', '/user/bookings', superAdmin, '/pages/error-404'],
  ['admin on a look-alike path', '/administrator/x', admin, '/pages/error-404'],

  // other user types: only paths containing their own type
  ['tutor on a tutor path', '/tutor/dashboard', tutor, null],
  ['tutor on an admin path', '/admin/dashboard', tutor, '/pages/error-404'],
  ['student on a user path', '/user/profile', student, null],
  ['student on a tutor path', '/tutor/profile', student, '/pages/error-404'],
];

describe('guardRoute: spec section 2', () => {
  it.each(cases)('%s: %s', (_rule, path, session, expected) => {
    expect(guardRoute(path, session)).toBe(expected);
  });
});

describe('currentGuardSession', () => {
  it('reads the stored session', () => {
    expect(currentGuardSession()).toEqual({ hasToken: false, userType: null });
    saveSession({
      accessToken: 'a',
      refreshToken: 'r',
      user: { id: 1, uid: 'u', email: 'e@x.test', displayName: 'E', photoURL: null, userType: 'admin' },
      remembered: false,
      refreshTokenExpiresAt: 0,
    });
    expect(currentGuardSession()).toEqual({ hasToken: true, userType: 'admin' });
  });
});
