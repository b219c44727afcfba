import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { Authenticated, CanAccess, CoreAdminUI, CustomRoutes, Error as ErrorPage, LoadingPage, Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { appName } from './layout/appName.js';
import { DeferredNotification } from './layout/DeferredNotification.js';
import { Layout } from './layout/Layout.js';
import { lazyScreen } from './layout/lazyScreen.js';
import { toNotFound } from './layout/toNotFound.js';
import { resourceRegistry } from './resources/registry.js';
import { renderResource } from './resources/renderResources.js';

const DashboardPage = lazyScreen(() => import('./pages/dashboard/DashboardPage.js').then((m) => m.DashboardPage));
const ProfilePage = lazyScreen(() => import('./pages/profile/index.js').then((m) => m.ProfilePage));
const ChangePasswordPage = lazyScreen(() => import('./pages/change-password/index.js').then((m) => m.ChangePasswordPage));
const SuccessPage = lazyScreen(() => import('./pages/success/index.js').then((m) => m.SuccessPage));

const toNotAuthorized = () => <Navigate to="/pages/not-authorized" replace />;
const toServerError = () => <Navigate to="/pages/error-500" replace />;

/** Custom routes are not guarded by react-admin: each one checks the session and the access rule. */
function Guarded({ resource, children }: { resource: string; children: ReactNode }) {
  return (
    <Authenticated>
      <CanAccess resource={resource} action="list" accessDenied={toNotAuthorized()}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}

/**
 * Everything under /admin/* (the root route provides AdminContext with basename "/admin", so
 * react-admin creates no router of its own). The sign-in page is a bare route of the data router.
 * This is react-admin's AdminUI with every part given, because AdminUI's defaults import its login
 * page, and with it the form library and inputs, into the first bundle of every screen.
 */
export function AdminApp() {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        disableTelemetry
        layout={Layout}
        loading={LoadingPage}
        error={ErrorPage}
        loginPage={false}
        title={appName()}
        catchAll={toNotFound}
        accessDenied={toNotAuthorized}
        authenticationError={toServerError}
      >
        {resourceRegistry.map(renderResource)}
        <CustomRoutes>
          <Route path="dashboard" element={<Guarded resource="dashboard"><DashboardPage /></Guarded>} />
          <Route path="profile" element={<Guarded resource="profile"><ProfilePage /></Guarded>} />
          <Route path="change-password" element={<Guarded resource="change-password"><ChangePasswordPage /></Guarded>} />
          <Route path="success" element={<Guarded resource="success"><SuccessPage /></Guarded>} />
        </CustomRoutes>
      </CoreAdminUI>
      <DeferredNotification />
    </CssBaseline>
  );
}
