import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserCreate } from '../../../../src/resources/users/UserCreate';
import { UserEdit } from '../../../../src/resources/users/UserEdit';
import { UserList } from '../../../../src/resources/users/UserList';
import { UserShow } from '../../../../src/resources/users/UserShow';
import { fakeAuthProvider, fakeDataProvider, renderScreen, testQueryClient } from './people/peopleKit';

const student = {
  id: 7,
  uid: 'u-7',
  email: 'stella@example.com',
  displayName: 'Stella Student',
  phone: null,
  photoURL: null,
  userType: 'user',
  userRole: null,
  status: 'active',
  emailVerified: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
};

describe('users list', () => {
  it('lists students and opens a student at users/{id}', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [student], total: 1 }) });
    const { router } = renderScreen(<UserList />, { path: '/users', url: '/users', dataProvider });
    await userEvent.click(await screen.findByText('Stella Student'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7'));
    await waitFor(() => expect(screen.queryByText('02/01/2025')).toBeNull());
  });

  it('when reading the page again fails, shows the error and its retry, not the counts it had', async () => {
    const failure = Object.assign(new Error('The server is unavailable'), { status: 503 });
    const getList = vi.fn().mockResolvedValueOnce({ data: [student], total: 300 }).mockRejectedValue(failure);
    const queryClient = testQueryClient();
    renderScreen(<UserList />, { path: '/users', url: '/users', dataProvider: fakeDataProvider({ getList }), queryClient });
    expect(await screen.findByText('Stella Student')).toBeInTheDocument();
    expect(screen.getByText(/of 300/)).toBeInTheDocument();
    // The page is read again (the app bar's refresh, the window regaining focus) and that fails.
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText(/The server is unavailable/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/of 300/)).toBeNull();
  });

  it('says so when there are no students yet, with a way to add one at users/add', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen(<UserList />, { path: '/users', url: '/users', dataProvider });
    expect(await screen.findByText(/No Users yet/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/users/add');
  });
});

describe('user forms', () => {
  it('checks the fields with the contract rules before saving', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen(<UserCreate />, { path: '/users/add', url: '/users/add', dataProvider });
    await userEvent.type(await screen.findByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be 10 characters at least')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  // The account type goes with every create of a student (the declaration's subset: the dataProvider's rows).
  it('creates a student with only the fields the API accepts', async () => {
    const dataProvider = fakeDataProvider({ create: async (_r: string, { data }: { data: object }) => ({ data: { ...student, ...data } }) });
    const { router } = renderScreen(<UserCreate />, { path: '/users/add', url: '/users/add', dataProvider });
    await userEvent.type(await screen.findByLabelText(/Name/), 'New Student');
    await userEvent.type(screen.getByLabelText(/Email/), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('users', expect.objectContaining({
        data: { displayName: 'New Student', email: 'new@example.com', status: 'active' },
      })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7'));
  });

  it("offers to set a student's password to a super admin only", async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: student }) });
    const asAdmin = renderScreen(<UserEdit />, { path: '/users/edit/:id', url: '/users/edit/7', dataProvider, authProvider: fakeAuthProvider({ userType: 'admin' }) });
    expect(await screen.findByLabelText(/Email/)).toHaveValue('stella@example.com');
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    asAdmin.unmount();
    renderScreen(<UserEdit />, { path: '/users/edit/:id', url: '/users/edit/7', dataProvider, authProvider: fakeAuthProvider({ userType: 'superAdmin' }) });
    expect(await screen.findByLabelText(/Password/)).toBeInTheDocument();
  });

  it('shows the server field errors beside the inputs', async () => {
    const error = Object.assign(new Error('This email is already used'), { status: 409, body: { errors: { email: 'This email is already used' } } });
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: student }),
      update: async () => {
        throw error;
      },
    });
    renderScreen(<UserEdit />, { path: '/users/edit/:id', url: '/users/edit/7', dataProvider });
    const name = await screen.findByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveValue('Stella Student'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Stella S.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already used')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith('users', expect.objectContaining({
      id: '7',
      data: { displayName: 'Stella S.', email: 'stella@example.com', phone: null, status: 'active' },
    }));
  });
});

describe('user detail', () => {
  it('shows the profile, their bookings and reports, and the history', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: { ...student, stats: { bookingCount: 3, reportsFiledCount: 1, reportsAgainstCount: 0 }, recentBookings: [] } }),
      getManyReference: async (resource: string) =>
        resource === 'transactions'
          ? { data: [{ id: 42, bookingId: 42, lessonAt: '2025-03-04T10:30:00Z', subjectName: 'Algebra', tutorName: 'Theo Tutor', amountCents: 5000, paymentStatus: 'paid' }], total: 1 }
          : { data: [], total: 0 },
    });
    const { router } = renderScreen(<UserShow />, { path: '/users/:id', url: '/users/7', dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stella Student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/users/edit/7');
    await userEvent.click(await screen.findByText('Theo Tutor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/42'));
    expect(dataProvider.getManyReference).toHaveBeenCalledWith('transactions', expect.objectContaining({ target: 'studentId', id: 7 }));
    expect(dataProvider.getManyReference).toHaveBeenCalledWith('reports', expect.objectContaining({ target: 'reporterId', id: 7 }));
    expect(dataProvider.getManyReference).toHaveBeenCalledWith('reports', expect.objectContaining({ target: 'reportedId', id: 7 }));
  });

  it('deletes only after a confirmation that says what happens to the bookings', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: student }), delete: async () => ({ data: student }) });
    const { router } = renderScreen(<UserShow />, { path: '/users/:id', url: '/users/7', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/future bookings still waiting for payment are cancelled/)).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('users', expect.objectContaining({ id: 7 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
