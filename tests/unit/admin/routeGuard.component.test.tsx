import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Route, Routes } from 'react-router-dom';
import { TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../src/authProvider/storage.js';
import { RouteGuard } from '../../../src/layout/RouteGuard.js';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state ?? null)}`}</output>;
}

function renderAt(path: string) {
  cleanup();
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <RouteGuard>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </RouteGuard>
    </TestMemoryRouter>,
  );
  return screen.getByLabelText('where').textContent;
}

function signIn(userType: string) {
  sessionStorage.setItem(storageKeys.accessToken, 'token');
  sessionStorage.setItem(storageKeys.refreshToken, 'refresh');
  sessionStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 1, uid: 'u1', email: 'a@b.test', displayName: 'A', photoURL: null, userType }),
  );
}

describe('<RouteGuard>', () => {
  it('sends a logged-out visitor of an admin screen to sign in, remembering the screen', () => {
    expect(renderAt('/admin/tutors/edit/7?tab=2')).toBe(
      '/admin/login {"nextPathname":"/admin/tutors/edit/7","nextSearch":"?tab=2"}',
    );
  });

  it('sends the root to sign in without a screen to come back to', () => {
    expect(renderAt('/')).toBe('/admin/login null');
  });

  it('lets a signed-in admin through, and sends them from sign-in to the dashboard', () => {
    signIn('admin');
    expect(renderAt('/admin/tutors')).toBe('/admin/tutors null');
    expect(renderAt('/admin/login')).toBe('/admin/dashboard null');
  });

  it('keeps public and error pages open to visitors', () => {
    expect(renderAt('/admin/forgot-password')).toBe('/admin/forgot-password null');
    expect(renderAt('/pages/error-419')).toBe('/pages/error-419 null');
  });

  it('sends an open screen to sign in, remembering it, when the admin signs out in another tab', async () => {
    signIn('admin');
    expect(renderAt('/admin/tutors')).toBe('/admin/tutors null');
    const otherTab = new BroadcastChannel('tutorAdmin.session');
    otherTab.postMessage({ type: 'signedOut' });
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/admin/login {"nextPathname":"/admin/tutors","nextSearch":""}'));
    otherTab.close();
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
