import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TutorList } from '../../../../src/resources/tutors/TutorList';
import { UserList } from '../../../../src/resources/users/UserList';
import { fakeDataProvider, renderScreen } from './people/peopleKit';

/** A phone-sized window: every `max-width` media query (the md breakpoint's `down`) matches. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});
afterEach(() => vi.unstubAllGlobals());

const tutor = { id: 9, displayName: 'Theo Tutor', email: 'theo@example.com', approvalStatus: 'approved', status: 'active', hourlyRateCents: 3550, subjects: [], createdAt: '2025-01-02T10:00:00.000Z' };
const student = { id: 12, displayName: 'Sam Student', email: 'sam@example.com', userType: 'user', status: 'active', createdAt: '2025-01-02T10:00:00.000Z' };

describe('card list below the md breakpoint', () => {
  it('makes each tutor card a link to the detail URL, named by its text, with no table', async () => {
    const dataProvider = fakeDataProvider({ getList: async (resource: string) => (resource === 'tutors' ? { data: [tutor], total: 1 } : { data: [], total: 0 }) });
    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider });
    const card = await screen.findByRole('link', { name: /Theo Tutor/ });
    expect(card).toHaveAttribute('href', '/tutors/9');
    expect(card).toHaveTextContent('theo@example.com');
    expect(card.closest('li')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list')).queryByRole('button')).toBeNull();
    card.focus();
    expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('links a user card to /users/{id}', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [student], total: 1 }) });
    renderScreen(<UserList />, { path: '/users', url: '/users', dataProvider });
    expect(await screen.findByRole('link', { name: /Sam Student/ })).toHaveAttribute('href', '/users/12');
  });
});
