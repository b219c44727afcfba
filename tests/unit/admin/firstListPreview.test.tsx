import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BareLanguage } from '../../../src/bare/BareProviders';
import { FirstListPreview } from '../../../src/firstScreen/FirstListPreview';
import { firstScreenTexts, rememberFirstScreenTexts, type FirstScreenTexts } from '../../../src/firstScreen/firstScreenTexts';
import { listParamsAtStart } from '../../../src/firstScreen/listParamsAtStart';
import { recordStartedList, takeStartedList } from '../../../src/firstScreen/startedList';
import { TutorList } from '../../../src/resources/tutors/TutorList';
import { tutorListStart } from '../../../src/resources/tutors/listStart';
import { stubMediaQueries } from './mediaQueries';
import { fakeDataProvider, renderScreen } from './resources/people/peopleKit';

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
  statuses: { pending: 'Ausstehend' },
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
    localStorage.setItem('tutorAdmin.firstScreen.tutors.en', JSON.stringify({ title: 'Tutors', columns: [{ source: 1 }], statuses: {} }));
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
    expect(texts.statuses).toMatchObject({ pending: 'Pending', approved: 'Approved' });
  });
});
