import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { BareLanguage, BareProviders } from './bare/BareProviders.js';
import { BareLoading, lazyBarePage } from './bare/lazyBarePage.js';
import { FirstListPreview } from './firstScreen/FirstListPreview.js';
import { currentGuardSession, guardRoute } from './authProvider/routeGuard.js';
import { RouteGuard } from './layout/RouteGuard.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { LoginPage } from './pages/LoginPage.js';

const ForgotPasswordPage = lazyBarePage(() => import('./pages/ForgotPasswordPage.js').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyBarePage(() => import('./pages/ResetPasswordPage.js').then((m) => m.ResetPasswordPage));
/** While the admin's code loads: the list the entry started, drawn from its first page, or the loading page. */
const AdminLoading = () => <FirstListPreview loading={<BareLoading />} />;
const AdminScreens = lazyBarePage(() => import('./AdminRoot.js').then((m) => m.AdminRoot), AdminLoading, { loadingOnFirstRender: true });
const VerifyPage = lazyBarePage(() => import('./pages/VerifyPage.js').then((m) => m.VerifyPage));

function Root() {
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}

/**
 * The bare pages' providers (theme, language), mounted again each time a bare page follows the
 * admin, so that they pick up a theme or language chosen there.
 */
function BareRoot() {
  return (
    <BareProviders>
      <Outlet />
    </BareProviders>
  );
}

/** A crash outside any screen's own boundary still ends on a page with a way back. */
function RootError() {
  return (
    <BareProviders>
      <ErrorPage kind="500" />
    </BareProviders>
  );
}

/**
 * The route table (spec section 2, history mode). Bare pages have no admin layout and do not load
 * react-admin (the sign-in page must stay small: its bundle budget in docs/performance.md); /admin/* is react-admin, loaded on first
 * use. Root, empty and /admin are redirected by the guard; unknown paths go to error-404.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RootError />,
    children: [
      {
        element: <BareRoot />,
        children: [
          { path: '/admin/login', element: <LoginPage /> },
          { path: '/admin/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password/:token', element: <ResetPasswordPage /> },
          { path: '/verify/:token', element: <VerifyPage /> },
          { path: '/pages/error-404', element: <ErrorPage kind="404" /> },
          { path: '/pages/error-419', element: <ErrorPage kind="419" /> },
          { path: '/pages/error-500', element: <ErrorPage kind="500" /> },
          { path: '/pages/not-authorized', element: <ErrorPage kind="not-authorized" /> },
        ],
      },
      {
        path: '/admin/*',
        element: (
          <BareLanguage>
            <AdminScreens />
          </BareLanguage>
        ),
      },
      { path: '*', element: <Navigate to="/pages/error-404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Opening an admin screen signed in (a reload, a bookmark): its code is requested at once, while the
 * entry renders, rather than when the route renders. Which URLs are admin screens is the route table's
 * answer (the bare pages under /admin match their own routes first). True when the admin's code was requested.
 */
export function preloadScreensFor(pathname: string): boolean {
  const admitted = guardRoute(pathname, currentGuardSession()) === null;
  const adminScreen = matchRoutes(routes, pathname)?.some((match) => match.route.path === '/admin/*') ?? false;
  if (admitted && adminScreen) AdminScreens.preload();
  return admitted && adminScreen;
}
