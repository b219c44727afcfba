import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AdminList } from '../../../../src/resources/admin-management/AdminList';
import { DeclaredList } from '../../../../src/resources/kit/DeclaredList';
import { DeclaredInlineList } from '../../../../src/resources/kit/inline/DeclaredInlineList';
import { ReportList } from '../../../../src/resources/reports/ReportList';
import { TransactionList } from '../../../../src/resources/transactions/TransactionList';
import { TutorList } from '../../../../src/resources/tutors/TutorList';
import { UserList } from '../../../../src/resources/users/UserList';
import { booking, fakeAuthProvider, fakeDataProvider, renderScreen } from './people/peopleKit';

const day = '2025-03-05T09:00:00.000Z';
const report = { id: 11, status: 'open', reportTitleId: 2, reportTitle: 'No-show', reporterId: 7, reporterName: 'Stella Student', reportedId: 9, reportedName: 'Theo Tutor', reportedType: 'tutor', bookingId: 42, createdAt: day, updatedAt: day };
const tutor = { id: 9, displayName: 'Theo Tutor', email: 'theo@example.com', approvalStatus: 'approved', status: 'active', hourlyRateCents: 3550, subjects: [], createdAt: day };
const student = { id: 12, displayName: 'Sam Student', email: 'sam@example.com', phone: null, userType: 'user', status: 'active', createdAt: day };
const admin = { id: 5, displayName: 'Eddie Editor', email: 'eddie@example.com', userType: 'admin', userRole: 'editor', status: 'active', createdAt: day };
const template = { id: 3, key: 'welcome', name: 'Welcome mail', subject: 'Welcome!', variables: ['name'], updatedAt: day };
const page = { id: 7, title: 'About us', slug: 'about-us', published: true, updatedAt: day };
const announcement = { id: 4, title: 'Exam season', audience: 'students', startsAt: day, endsAt: null, active: true, updatedAt: day };
const language = { id: 6, name: 'Esperanto', updatedAt: day };

/** Renders a list at /<resource> whose getList answers `record`; anything it opens lands on "Elsewhere". */
function renderList(resource: string, ui: ReactNode, record: object, options: { store?: ReturnType<typeof memoryStore> } = {}) {
  const dataProvider = fakeDataProvider({ getList: async (asked: string) => (asked === resource ? { data: [record], total: 1 } : { data: [], total: 0 }) });
  return renderScreen(<ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>, {
    path: `/${resource}`,
    url: `/${resource}`,
    dataProvider,
    authProvider: fakeAuthProvider(),
    ...options,
  });
}

describe('list rows are links to their record (ListFrame), named after it', () => {
  it.each([
    ['reports', <ReportList />, report, '#11 No-show', '/reports/11'],
    ['transactions', <TransactionList />, booking, '#42 Algebra', '/transactions/42'],
    ['tutors', <TutorList />, tutor, 'Theo Tutor', '/tutors/9'],
    ['users', <UserList />, student, 'Sam Student', '/users/12'],
    ['admin-management', <AdminList />, admin, 'Eddie Editor', '/admin-management/view/5'],
    ['email-templates', <DeclaredList />, template, 'Welcome mail', '/email-templates/3'],
    ['pages', <DeclaredList />, page, 'About us', '/pages/7'],
    ['announcements', <DeclaredList />, announcement, 'Exam season', '/announcements/4'],
  ] as const)('%s: one link per row, to the URL the row click opens', async (resource, ui, record, name, href) => {
    renderList(resource, ui, record);
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    const row = link.closest('tr')!;
    expect(row).not.toBeNull();
    expect(within(row).getAllByRole('link').filter((other) => other.getAttribute('href') === href)).toEqual([link]);
    expect(within(row).getAllByRole('cell').filter((cell) => cell.contains(link))).toHaveLength(1);
  });

  it('opens the record with the keyboard alone: Tab from the sort header reaches the row link, Enter opens it', async () => {
    const { router } = renderList('reports', <ReportList />, report);
    const link = await screen.findByRole('link', { name: '#11 No-show' });
    screen.getByRole('button', { name: /^Sort by updated/ }).focus();
    for (let tabs = 0; tabs < 3 && document.activeElement !== link; tabs++) await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/11');
  });

  it('gives a row one link, its record (the email address is text: one Tab stop a row), and opens it on a click on any cell', async () => {
    const { router } = renderList('users', <UserList />, student);
    const row = (await screen.findByText('sam@example.com')).closest('tr')!;
    expect(within(row).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/users/12']);
    await userEvent.click(screen.getByText('Sam Student').closest('tr')!.querySelector('td:last-child')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/12'));
  });

  it('moves the link to the first column shown when the column chooser hides the first one', async () => {
    const store = memoryStore({ 'reports.datatable': ['id'] });
    renderList('reports', <ReportList />, report, { store });
    const link = await screen.findByRole('link', { name: '#11 No-show' });
    expect(link).toHaveAttribute('href', '/reports/11');
    expect(link.closest('td')).toHaveClass('column-createdAt');
  });

  it('keeps the selection checkbox of a row beside its link', async () => {
    renderList('reports', <ReportList />, report);
    const link = await screen.findByRole('link', { name: '#11 No-show' });
    const checkbox = within(link.closest('tr')!).getByRole('checkbox', { name: 'Select #11 No-show' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('link', { name: '#11 No-show' })).toBeInTheDocument();
  });

  it('leaves the rows of an inline list (edited in place) without links, their rename button working', async () => {
    renderList('languages', <DeclaredInlineList />, language);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Esperanto' }));
    expect(await screen.findByDisplayValue('Esperanto')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Esperanto/ })).toBeNull();
  });
});
