import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subjectRows } from '../../../../src/resources/tutors/subjectTree';
import { TutorEdit } from '../../../../src/resources/tutors/TutorEdit';
import { TutorList } from '../../../../src/resources/tutors/TutorList';
import { TutorShow } from '../../../../src/resources/tutors/TutorShow';
import { fakeDataProvider, renderScreen } from './people/peopleKit';

const subjects = [
  { id: 1, name: 'Mathematics', parentId: null, sortOrder: 0, children: [{ id: 2, name: 'Algebra', parentId: 1, sortOrder: 0, children: [] }] },
  { id: 3, name: 'Music', parentId: null, sortOrder: 1, children: [{ id: 4, name: 'Piano', parentId: 3, sortOrder: 0, children: [] }] },
];

const tutor = {
  id: 9,
  uid: 'u-9',
  email: 'theo@example.com',
  displayName: 'Theo Tutor',
  photoURL: null,
  status: 'pending',
  approvalStatus: 'pending',
  hourlyRateCents: 3550,
  country: 'DE',
  headline: 'Algebra made easy',
  bio: 'Ten years of teaching.',
  phone: null,
  emailVerified: true,
  statusReason: null,
  statusChangedAt: null,
  statusChangedById: null,
  statusChangedByName: null,
  subjectIds: [2],
  subjects: [{ id: 2, name: 'Algebra' }],
  languageIds: [1],
  languages: [{ id: 1, name: 'German' }],
  levelIds: [],
  levels: [],
  stats: { bookingCount: 4, paidBookingCount: 3, revenueCents: 15000, platformFeeCents: 2250, earningsCents: 12750 },
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
};

const catalogue = async (resource: string) => {
  if (resource === 'subjects') return { data: subjects, total: 4 };
  if (resource === 'languages') return { data: [{ id: 1, name: 'German' }, { id: 5, name: 'French' }], total: 2 };
  if (resource === 'levels') return { data: [{ id: 1, name: 'High school' }], total: 1 };
  return { data: [], total: 0 };
};

describe('subject tree rows', () => {
  it('flattens the tree answer and a flat page the same way, parents first', () => {
    const flat = [
      { id: 2, name: 'Algebra', parentId: 1 },
      { id: 1, name: 'Mathematics', parentId: null },
    ];
    expect(subjectRows(subjects).map((r) => `${r.depth}:${r.name}`)).toEqual(['0:Mathematics', '1:Algebra', '0:Music', '1:Piano']);
    expect(subjectRows(flat).map((r) => `${r.depth}:${r.name}`)).toEqual(['0:Mathematics', '1:Algebra']);
  });
});

describe('tutors list', () => {
  it('shows rate in dollars and the number of subjects', async () => {
    const item = { ...tutor, subjects: ['Algebra', 'Piano'] };
    const dataProvider = fakeDataProvider({ getList: async (resource: string) => (resource === 'tutors' ? { data: [item], total: 1 } : catalogue(resource)) });
    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider });
    const row = (await screen.findByText('Theo Tutor')).closest('tr')!;
    expect(within(row).getByText('$35.50')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('filters by a subject picked from the indented tree, loaded when the filter is added', async () => {
    const calls: { resource: string; filter: Record<string, unknown> }[] = [];
    const dataProvider = fakeDataProvider({
      getList: async (resource: string, params: { filter: Record<string, unknown> }) => {
        calls.push({ resource, filter: params.filter });
        return resource === 'tutors' ? { data: [tutor], total: 1 } : catalogue(resource);
      },
    });
    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider });
    await screen.findByText('Theo Tutor');
    expect(calls.some((call) => call.resource === 'subjects')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Subject' }));
    const input = await screen.findByRole('combobox', { name: 'Subject' });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: '— Algebra' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ resource: 'tutors', filter: expect.objectContaining({ subjectId: 2 }) }));
  });
});

describe('tutors list bulk status', () => {
  it('approves the selected tutors with one reason in one call, then clears the selection and refreshes', async () => {
    const other = { ...tutor, id: 10, displayName: 'Tara Tutor', email: 'tara@example.com' };
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) => (resource === 'tutors' ? { data: [tutor, other], total: 2 } : catalogue(resource)),
      call: async () => ({ data: { ids: [9, 10] } }),
    });
    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider });
    await screen.findByText('Tara Tutor');
    for (const name of ['Theo Tutor', 'Tara Tutor']) {
      await userEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    }
    const listCalls = dataProvider.getList!.mock.calls.filter(([resource]) => resource === 'tutors').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 tutors?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(dataProvider.call).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Diplomas checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenCalledWith('tutors', 'bulkStatus', { data: { ids: [9, 10], action: 'approve', reason: 'Diplomas checked' } }),
    );
    expect(dataProvider.call).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('2 tutors approved')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList!.mock.calls.filter(([resource]) => resource === 'tutors').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const name of ['Theo Tutor', 'Tara Tutor']) {
      await waitFor(() => expect(within(screen.getByText(name).closest('tr')!).getByRole('checkbox')).not.toBeChecked());
    }
  });

  it('deletes the selected tutors in one call after a confirmation', async () => {
    const other = { ...tutor, id: 10, displayName: 'Tara Tutor', email: 'tara@example.com' };
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) => (resource === 'tutors' ? { data: [tutor, other], total: 2 } : catalogue(resource)),
      deleteMany: async () => ({ data: [9, 10] }),
    });
    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider });
    await screen.findByText('Tara Tutor');
    for (const name of ['Theo Tutor', 'Tara Tutor']) {
      await userEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    }
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('tutors', expect.objectContaining({ ids: [9, 10] })));
    expect(dataProvider.deleteMany).toHaveBeenCalledTimes(1);
  });

  it('keeps the selection and shows the server\'s message when one tutor cannot make the move', async () => {
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) => (resource === 'tutors' ? { data: [tutor], total: 1 } : catalogue(resource)),
      call: async () => {
        throw new Error('Tutor 9: a tutor who is approved cannot be rejected');
      },
    });
    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider });
    await userEvent.click(within((await screen.findByText('Theo Tutor')).closest('tr')!).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 tutor?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No diploma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Tutor 9: a tutor who is approved cannot be rejected')).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith('tutors', 'bulkStatus', { data: { ids: [9], action: 'reject', reason: 'No diploma' } });
    expect(screen.getByRole('dialog', { name: 'Reject 1 tutor?' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByText('Theo Tutor').closest('tr')!).getByRole('checkbox')).toBeChecked();
  });
});

describe('tutor detail', () => {
  it('shows the subjects as a tree and requires a reason to approve', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: tutor }),
      getList: catalogue,
      call: async () => ({ data: { ...tutor, approvalStatus: 'approved' } }),
    });
    renderScreen(<TutorShow />, { path: '/tutors/:id', url: '/tutors/9', dataProvider });
    const tree = await screen.findByRole('list', { name: 'Subjects' });
    expect(await within(tree).findByText('Mathematics')).toBeInTheDocument();
    expect(within(tree).getByText('Algebra')).toBeInTheDocument();
    expect(within(tree).queryByText('Music')).toBeNull();
    expect(screen.getByText('$35.50')).toBeInTheDocument();
    expect(screen.getByText('Germany')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Theo Tutor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(dataProvider.call).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Documents checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenCalledWith('tutors', 'setStatus', { id: 9, data: { action: 'approve', reason: 'Documents checked' } }),
    );
    expect(await screen.findByText('Theo Tutor is approved')).toBeInTheDocument();
  });
});

describe('tutor edit', () => {
  it('saves the rate typed in dollars as cents, with the chosen subjects', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: tutor }),
      getList: catalogue,
      update: async (_r: string, { data }: { data: object }) => ({ data: { ...tutor, ...data } }),
    });
    renderScreen(<TutorEdit />, { path: '/tutors/edit/:id', url: '/tutors/edit/9', dataProvider });
    const rate = await screen.findByLabelText(/Hourly rate/);
    await waitFor(() => expect(rate).toHaveValue(35.5));
    await userEvent.clear(rate);
    await userEvent.type(rate, '40.25');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Piano' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = (dataProvider.update as unknown as { mock: { calls: Array<[string, { data: Record<string, unknown> }]> } }).mock.calls[0]!;
    expect(params.data).toMatchObject({ hourlyRateCents: 4025, subjectIds: [2, 4], languageIds: [1], headline: 'Algebra made easy' });
    expect(Object.keys(params.data).sort()).toEqual(
      ['bio', 'country', 'displayName', 'email', 'headline', 'hourlyRateCents', 'languageIds', 'levelIds', 'phone', 'subjectIds'].sort(),
    );
  });
});

describe('tutor form checks', () => {
  it('refuses a rate above the declared limit, said in dollars, and a country code that is not two letters', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: tutor }), getList: catalogue, update: async () => ({ data: tutor }) });
    renderScreen(<TutorEdit />, { path: '/tutors/edit/:id', url: '/tutors/edit/9', dataProvider });
    const rate = await screen.findByLabelText('Hourly rate ($)');
    await waitFor(() => expect(rate).toHaveValue(35.5));
    expect(screen.getByText('In $, e.g. 35.50.')).toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '20000');
    const country = screen.getByLabelText('Country');
    await userEvent.clear(country);
    await userEvent.type(country, 'D1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 10000 or less')).toBeInTheDocument();
    expect(await screen.findByText('Use a 2-letter country code such as DE')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
