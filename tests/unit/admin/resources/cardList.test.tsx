import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportShow } from '../../../../src/resources/reports/ReportShow';
import { TutorList } from '../../../../src/resources/tutors/TutorList';
import { UserList } from '../../../../src/resources/users/UserList';
import { UserShow } from '../../../../src/resources/users/UserShow';
import { stubMediaQueries } from '../mediaQueries';
import { fakeDataProvider, renderScreen } from './people/peopleKit';

/** A phone-sized window: every `max-width` media query (the md breakpoint's `down`) matches. */
beforeEach(() => stubMediaQueries((query) => query.includes('max-width')));
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

describe("a detail screen's related records below the md breakpoint", () => {
  const booking = { id: 42, bookingId: 42, lessonAt: '2025-03-04T10:30:00Z', subjectName: 'Algebra', studentName: 'Sam Student', tutorName: 'Theo Tutor', amountCents: 5000, currency: 'USD', paymentStatus: 'paid' };
  const report = { id: 5, reportTitle: 'No-show', reporterName: 'Sam Student', reportedName: 'Theo Tutor', status: 'open', createdAt: '2025-03-05T09:00:00.000Z' };

  it("shows a student's bookings and reports as cards, each a link to its detail, and no table", async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: { ...student, stats: { bookingCount: 1, reportsFiledCount: 1, reportsAgainstCount: 0 } } }),
      getManyReference: async (resource: string, { target }: { target: string }) =>
        resource === 'transactions' ? { data: [booking], total: 1 } : target === 'reporterId' ? { data: [report], total: 1 } : { data: [], total: 0 },
    });
    renderScreen(<UserShow />, { path: '/users/:id', url: '/users/12', dataProvider });
    const bookingCard = await screen.findByRole('link', { name: /#42 · Algebra/ });
    expect(bookingCard).toHaveAttribute('href', '/transactions/42');
    expect(bookingCard).toHaveTextContent('$50.00 · Paid');
    expect(await screen.findByRole('link', { name: /No-show/ })).toHaveAttribute('href', '/reports/5');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a report's recent bookings of the reported person as cards", async () => {
    const detail = { ...report, id: 11, reporter: null, reported: null, bookingId: null, description: '', adminNote: '', resolvedByName: null, resolvedAt: null, reportedRecentBookings: [booking] };
    renderScreen(<ReportShow />, { path: '/reports/:id', url: '/reports/11', dataProvider: fakeDataProvider({ getOne: async () => ({ data: detail }) }) });
    expect(await screen.findByRole('link', { name: /#42 · Algebra/ })).toHaveAttribute('href', '/transactions/42');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
