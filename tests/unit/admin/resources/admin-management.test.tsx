import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminEdit } from '../../../../src/resources/admin-management/AdminEdit';
import { AdminList } from '../../../../src/resources/admin-management/AdminList';
import { AdminShow } from '../../../../src/resources/admin-management/AdminShow';
import { fakeAuthProvider, fakeDataProvider, renderScreen } from './people/peopleKit';

const admin = (id: number, userType = 'admin') => ({
  id,
  uid: `u-${id}`,
  email: `admin${id}@example.com`,
  displayName: `Admin ${id}`,
  phone: null,
  photoURL: null,
  userType,
  userRole: 'editor',
  status: 'active',
  emailVerified: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
});

describe('admin management', () => {
  it('sends an admin (not superAdmin) to the dashboard without requesting any admin record', async () => {
    const dataProvider = fakeDataProvider();
    const { router } = renderScreen(<AdminList />, {
      path: '/admin-management',
      url: '/admin-management',
      dataProvider,
      authProvider: fakeAuthProvider({ userType: 'admin' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('lists admins for a superAdmin and opens them at view/{id}', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [admin(2)], total: 1 }) });
    const { router } = renderScreen(<AdminList />, { path: '/admin-management', url: '/admin-management', dataProvider, authProvider: fakeAuthProvider() });
    await userEvent.click(await screen.findByText('Admin 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-management/view/2'));
  });

  it('does not offer to change your own type or status, nor to delete yourself', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: admin(1, 'superAdmin') }), getList: async () => ({ data: [admin(1, 'superAdmin'), admin(3, 'superAdmin')], total: 2 }) });
    renderScreen(<AdminShow />, { path: '/admin-management/view/:id', url: '/admin-management/view/1', dataProvider, authProvider: fakeAuthProvider({ id: 1 }) });
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('protects the last active superAdmin in the form', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: admin(5, 'superAdmin') }), getList: async () => ({ data: [admin(5, 'superAdmin')], total: 1 }) });
    renderScreen(<AdminEdit />, { path: '/admin-management/edit/:id', url: '/admin-management/edit/5', dataProvider, authProvider: fakeAuthProvider({ id: 1 }) });
    expect((await screen.findAllByText(/last active super admin/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Account type/ })).toHaveAttribute('aria-disabled', 'true'));
  });

  it('asks for your current password, not a new one, on your own account', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: admin(1, 'superAdmin') }), getList: async () => ({ data: [admin(1, 'superAdmin'), admin(3, 'superAdmin')], total: 2 }) });
    renderScreen(<AdminEdit />, { path: '/admin-management/edit/:id', url: '/admin-management/edit/1', dataProvider, authProvider: fakeAuthProvider({ id: 1 }) });
    expect(await screen.findByLabelText(/Your current password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByText(/Needed only to change your own email address/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it("offers a new password on another admin's account", async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: admin(2) }) });
    renderScreen(<AdminEdit />, { path: '/admin-management/edit/:id', url: '/admin-management/edit/2', dataProvider, authProvider: fakeAuthProvider({ id: 1 }) });
    expect(await screen.findByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByLabelText(/Your current password/)).toBeNull();
  });

  it("shows the server's message when it refuses a delete", async () => {
    const refusal = Object.assign(new Error('You cannot delete the last active superAdmin.'), { status: 409 });
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: admin(2) }),
      delete: async () => {
        throw refusal;
      },
    });
    renderScreen(<AdminShow />, { path: '/admin-management/view/:id', url: '/admin-management/view/2', dataProvider, authProvider: fakeAuthProvider({ id: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You cannot delete the last active superAdmin.')).toBeInTheDocument();
  });
});
