import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AdminApp } from './AdminApp.js';
import { AppProviders } from './AppProviders.js';
import { lazyScreen } from './layout/lazyScreen.js';
import { RouteGuard } from './layout/RouteGuard.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { LoginPage } from './pages/LoginPage.js';

const ForgotPasswordPage = lazyScreen(() => import('./pages/ForgotPasswordPage.js').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyScreen(() => import('./pages/ResetPasswordPage.js').then((m) => m.ResetPasswordPage));
const VerifyPage = lazyScreen(() => import('./pages/VerifyPage.js').then((m) => m.VerifyPage));

function Root() {
  return (
    <AppProviders>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </AppProviders>
  );
}

/** A crash outside any screen's own boundary still ends on a page with a way back. */
function RootError() {
  return (
    <AppProviders>
      <ErrorPage kind="500" />
    </AppProviders>
  );
}

/**
 * The route table (spec section 2, history mode). Bare pages have no admin layout; /admin/* is
 * react-admin. Root, empty and /admin are redirected by the guard; unknown paths go to error-404.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RootError />,
    children: [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/verify/:token', element: <VerifyPage /> },
      { path: '/pages/error-404', element: <ErrorPage kind="404" /> },
      { path: '/pages/error-419', element: <ErrorPage kind="419" /> },
      { path: '/pages/error-500', element: <ErrorPage kind="500" /> },
      { path: '/pages/not-authorized', element: <ErrorPage kind="not-authorized" /> },
      { path: '/admin/*', element: <AdminApp /> },
      { path: '*', element: <Navigate to="/pages/error-404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
