import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BareLanguage } from '../../../src/bare/BareProviders';
import { FirstListPreview } from '../../../src/firstScreen/FirstListPreview';
import { firstScreenTexts, rememberFirstScreenTexts, type FirstScreenTexts } from '../../../src/firstScreen/firstScreenTexts';
import { listParamsAtStart } from '../../../src/firstScreen/listParamsAtStart';
import { recordStartedList, takeStartedList } from '../../../src/firstScreen/startedList';
import { TutorList } from '../../../src/resources/tutors/TutorList';
import { tutorListStart } from '../../../src/resources/tutors/listStart';
import { adminListStart } from '../../../src/resources/admin-management/listStart';
import { transactionListStart } from '../../../src/resources/transactions/listStart';
import { AdminList } from '../../../src/resources/admin-management/AdminList';
import { stubMediaQueries } from './mediaQueries';
import { declarationOf } from '../../../src/resources/declared';
import { declaredColumns, declaredTableColumns } from '../../../src/resources/kit/listColumn';
import { listStartOf } from '../../../src/resources/kit/listStart';
import { formatDateTime } from '../../../src/format/date';
import { fakeAuthProvider, fakeDataProvider, renderScreen } from './resources/people/peopleKit';

const tutor = { id: 9, displayName: 'Theo Tutor', email: 'theo@example.com', approvalStatus: 'pending', hourlyRateCents: 3550, subjects: [{ id: 1 }, { id: 2 }], createdAt: '2025-01-02T10:00:00.000Z' };
const firstPage = listParamsAtStart(tutorListStart.defaults, '', undefined)!;
const answer = { data: { items: [tutor], total: 1 } };

/** The texts as the admin shows them in German, the email column moved first and the rate hidden. */
const germanTexts: FirstScreenTexts = {
  title: 'Tutoren',
  columns: [
    { source: 'email', label: 'E-Mail' },
    { source: 'displayName', label: 'Name' },
    { source: 'approvalStatus', label: 'Freigabe' },
    { source: 'subjects', label: 'Fächer' },
    { source: 'createdAt', label: 'Beigetreten' },
  ],
  labels: { 'app.people.status.pending': 'Ausstehend' },
  selectable: true,
};

/** A window wide enough for the table, or a phone's. */
const windowWidth = (wide: boolean) => stubMediaQueries((query) => (query.includes('min-width') ? wide : !wide));

const drawn = () => document.querySelector('[data-first-screen]');
const showPreview = () =>
  render(
    <BareLanguage>
      <FirstListPreview loading={<p>Loading the admin</p>} />
    </BareLanguage>,
  );

beforeEach(() => {
  localStorage.clear();
  takeStartedList();
  recordStartedList({ resource: 'tutors', params: firstPage });
  windowWidth(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('the first list drawn while the admin loads', () => {
  it('draws the answer with the texts last shown in this language, columns in their shown order, values as the list formats them', async () => {
    localStorage.setItem('RaStoretutorAdmin.locale', JSON.stringify('de'));
    rememberFirstScreenTexts('tutors', 'de', germanTexts);
    recordStartedList({ resource: 'tutors', params: firstPage }, Promise.resolve(answer));
    showPreview();

    const row = await screen.findByText('Theo Tutor', { selector: 'td' }).then((cell) => cell.closest('tr')!);
    const cells = Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);
    expect(cells).toEqual(['', 'theo@example.com', 'Theo Tutor', 'Ausstehend', '2', '02/01/2025']);
    const headers = Array.from(drawn()!.querySelectorAll('th'), (cell) => cell.textContent);
    expect(headers).toEqual(['', 'E-Mail', 'Name', 'Freigabe', 'Fächer', 'Beigetreten']);
    // The app bar, the breadcrumbs after "Start" (Home), and the heading.
    expect(within(drawn() as HTMLElement).getAllByText('Tutoren')).toHaveLength(3);
    expect(within(drawn() as HTMLElement).getByText('Start', { exact: false })).toBeInTheDocument();
    // Nothing in it can be reached or read: assistive technology hears the loading page.
    expect(drawn()).toHaveAttribute('aria-hidden', 'true');
    expect(drawn()).toHaveAttribute('inert');
    expect(screen.getByText('Loading the admin')).toBeInTheDocument();
  });

  it('formats money in the language shown', async () => {
    rememberFirstScreenTexts('tutors', 'en', { ...germanTexts, columns: [{ source: 'hourlyRateCents', label: 'Hourly rate' }] });
    recordStartedList({ resource: 'tutors', params: firstPage }, Promise.resolve(answer));
    showPreview();
    expect(await screen.findByText('$35.50')).toBeInTheDocument();
  });

  it("shows an amount in its record's currency", async () => {
    const booking = { id: 4, bookingId: 4, lessonAt: '2025-03-04T15:30:00.000Z', amountCents: 1250, currency: 'EUR' };
    rememberFirstScreenTexts('transactions', 'en', { title: 'Transactions', columns: [{ source: 'amountCents', label: 'Amount' }], labels: {}, selectable: false });
    const params = listParamsAtStart(transactionListStart.defaults, '', undefined)!;
    recordStartedList({ resource: 'transactions', params }, Promise.resolve({ data: { items: [booking], total: 1 } }));
    showPreview();
    expect(await screen.findByText('€12.50')).toBeInTheDocument();
  });

  it('shows a choice by its label, and the label of a missing value where the column names one', async () => {
    const superAdmin = { id: 1, displayName: 'Sam Super', userType: 'superAdmin', userRole: null, status: 'active' };
    const labels = { 'app.people.userType.superAdmin': 'Superadmin', 'app.people.userRole.admin': 'Admin (Vollzugriff)' };
    const columns = [
      { source: 'displayName', label: 'Name' },
      { source: 'userType', label: 'Typ' },
      { source: 'userRole', label: 'Rolle' },
    ];
    rememberFirstScreenTexts('admin-management', 'en', { title: 'Admins', columns, labels, selectable: false });
    const params = listParamsAtStart(adminListStart.defaults, '', undefined)!;
    recordStartedList({ resource: 'admin-management', params }, Promise.resolve({ data: { items: [superAdmin], total: 1 } }));
    showPreview();
    const row = await screen.findByText('Sam Super', { selector: 'td' }).then((cell) => cell.closest('tr')!);
    // No check boxes: the list had none.
    expect(Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)).toEqual(['Sam Super', 'Superadmin', 'Admin (Vollzugriff)']);
  });

  it("draws a declared list with its declaration's columns: a choice by its label, a day and its time, yes or no, a list of texts as chips", async () => {
    const declaration = declarationOf('announcements')!;
    const announcement = { id: 3, title: 'Maintenance', audience: 'tutors', startsAt: '2026-01-02T10:00:00.000Z', endsAt: null, active: true };
    const columns = declaredColumns(declaration).map(({ source }) => ({ source, label: source }));
    rememberFirstScreenTexts('announcements', 'en', { title: 'Announcements', columns, labels: { 'resources.announcements.values.audience.tutors': 'Tutors' }, selectable: true });
    const params = listParamsAtStart(listStartOf(declaration).defaults, '', undefined)!;
    recordStartedList({ resource: 'announcements', params }, Promise.resolve({ data: { items: [announcement], total: 1 } }));
    showPreview();
    const row = await screen.findByText('Maintenance', { selector: 'td' }).then((cell) => cell.closest('tr')!);
    expect(Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)).toEqual(['', 'Maintenance', 'Tutors', formatDateTime(announcement.startsAt), '', '']);
    expect(row.querySelector('td:last-child svg.fs-yes-no')).not.toBeNull();
    expect(drawn()!.querySelectorAll('th.right')).toHaveLength(0);

    const templates = declarationOf('email-templates')!;
    const template = { id: 1, name: 'Welcome', key: 'welcome', subject: 'Hello', variables: ['name', 'link'], updatedAt: '2026-01-02T10:00:00.000Z' };
    rememberFirstScreenTexts('email-templates', 'en', { title: 'Email templates', columns: declaredColumns(templates).map(({ source }) => ({ source, label: source })), labels: {}, selectable: false });
    recordStartedList({ resource: 'email-templates', params: listParamsAtStart(listStartOf(templates).defaults, '', undefined)! }, Promise.resolve({ data: { items: [template], total: 1 } }));
    cleanup();
    showPreview();
    const chips = await screen.findByText('Welcome', { selector: 'td' }).then((cell) => cell.closest('tr')!.querySelectorAll('.fs-chip'));
    expect(Array.from(chips, (chip) => chip.textContent)).toEqual(['name', 'link']);
  });

  it.each([
    ['the list was never shown in this language', () => rememberFirstScreenTexts('tutors', 'de', germanTexts), Promise.resolve(answer)],
    ['the answer failed', () => rememberFirstScreenTexts('tutors', 'en', germanTexts), Promise.resolve(undefined)],
    ['the answer is not a list', () => rememberFirstScreenTexts('tutors', 'en', germanTexts), Promise.resolve({ data: { id: 1 } })],
    ['the window is narrower than the table', () => (rememberFirstScreenTexts('tutors', 'en', germanTexts), windowWidth(false)), Promise.resolve(answer)],
  ])('shows the loading page alone when %s', async (_case, arrange, pageAnswer) => {
    arrange();
    recordStartedList({ resource: 'tutors', params: firstPage }, pageAnswer);
    showPreview();
    await pageAnswer;
    expect(await screen.findByText('Loading the admin')).toBeInTheDocument();
    expect(drawn()).toBeNull();
  });

  it('ignores stored texts of the wrong shape', () => {
    localStorage.setItem('tutorAdmin.firstScreen.tutors.en', JSON.stringify({ title: 'Tutors', columns: [{ source: 1 }], labels: {} }));
    expect(firstScreenTexts('tutors', 'en')).toBeUndefined();
  });
});

describe('the texts the list keeps for its next first screen', () => {
  it('are the heading, the headers in the order shown and the statuses, in the language shown', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [tutor], total: 1 }) });
    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider });
    await screen.findByText('Theo Tutor');
    await vi.waitFor(() => expect(firstScreenTexts('tutors', 'en')).toBeDefined());
    const texts = firstScreenTexts('tutors', 'en')!;
    expect(texts.title).toBe('Tutors');
    expect(texts.columns).toEqual([
      { source: 'displayName', label: 'Name' },
      { source: 'email', label: 'Email' },
      { source: 'approvalStatus', label: 'Approval' },
      { source: 'hourlyRateCents', label: 'Hourly rate' },
      { source: 'subjects', label: 'Subjects' },
      { source: 'createdAt', label: 'Joined' },
    ]);
    expect(texts.labels).toMatchObject({ 'app.people.status.pending': 'Pending', 'app.people.status.approved': 'Approved' });
    expect(texts.selectable).toBe(true);
  });

  it("include every value of a list's choice columns", async () => {
    const admin = { id: 2, displayName: 'Ada Admin', email: 'ada@example.com', userType: 'admin', userRole: 'editor', status: 'active', createdAt: '2025-01-02T10:00:00.000Z' };
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [admin], total: 1 }) });
    renderScreen(<AdminList />, { path: '/admin-management', url: '/admin-management', dataProvider, authProvider: fakeAuthProvider() });
    await screen.findByText('Ada Admin');
    await vi.waitFor(() => expect(firstScreenTexts('admin-management', 'en')).toBeDefined());
    expect(firstScreenTexts('admin-management', 'en')!.labels).toMatchObject({
      'app.people.userType.superAdmin': 'Super admin',
      'app.people.userRole.admin': 'Admin (full access)',
      'app.people.userRole.editor': 'Editor',
      'app.people.status.active': 'Active',
    });
    expect(firstScreenTexts('admin-management', 'en')!.selectable).toBe(false);
  });
});

describe('the columns a list is drawn with before the admin arrives', () => {
  it("are a declared table's from its declaration; an inline list or a list screen of its own has none", () => {
    expect(listStartOf(declarationOf('announcements')!).columns).toEqual(declaredColumns(declarationOf('announcements')!));
    for (const resource of ['languages', 'site-setting']) expect(listStartOf(declarationOf(resource)!).columns).toBeUndefined();
    expect(declaredTableColumns(declarationOf('subjects')!)).toBeUndefined();
  });
});
