import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportList } from '../../../../src/resources/reports/ReportList';
import { ReportShow } from '../../../../src/resources/reports/ReportShow';
import { fakeDataProvider, renderScreen } from './people/peopleKit';
import { reportRow } from './reportRow';

const report = {
  ...reportRow,
  reporter: { id: 7, displayName: 'Stella Student', email: 's@example.com', userType: 'user', deleted: false },
  reported: { id: 9, displayName: 'Theo Tutor', email: 't@example.com', userType: 'tutor', deleted: false },
  adminNote: '',
  resolvedById: null,
  resolvedByName: null,
  reportedRecentBookings: [
    { id: 42, bookingId: 42, lessonAt: '2025-03-04T10:30:00Z', subjectName: 'Algebra', studentName: 'Stella Student', tutorName: 'Theo Tutor', amountCents: 5000, paymentStatus: 'paid' },
  ],
};

describe('report detail (/reports/{id})', () => {
  it('links the reporter and the reported account to their screens and lists recent bookings', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: report }) });
    renderScreen(<ReportShow />, { path: '/reports/:id', url: '/reports/11', dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report #11' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stella Student' })).toHaveAttribute('href', '/users/7');
    expect(screen.getByRole('link', { name: 'Theo Tutor' })).toHaveAttribute('href', '/tutors/9');
    expect(screen.getByRole('link', { name: '#42' })).toHaveAttribute('href', '/transactions/42');
    expect(screen.getByText('Recent bookings of Theo Tutor')).toBeInTheDocument();
    expect(screen.getByText('Algebra')).toBeInTheDocument();
  });

  it('moves the report to resolved with an internal note', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: report }),
      update: async (_r: string, { data }: { data: object }) => ({ data: { ...report, ...data } }),
    });
    renderScreen(<ReportShow />, { path: '/reports/:id', url: '/reports/11', dataProvider });
    await userEvent.click(await screen.findByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    await userEvent.type(screen.getByLabelText(/Internal note/), 'Refunded the student.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith('reports', expect.objectContaining({ id: 11, data: { status: 'resolved', adminNote: 'Refunded the student.' } })),
    );
    expect(await screen.findByText('Report saved')).toBeInTheDocument();
  });
});

describe('reports list bulk status (/reports)', () => {
  it('resolves the selected reports in one call after a confirmation, then clears the selection and refreshes', async () => {
    const { reporter: _r, reported: _d, adminNote: _n, resolvedById: _b, resolvedByName: _m, reportedRecentBookings: _k, ...item } = report;
    const items = [item, { ...item, id: 12, reportTitle: 'Spam' }, { ...item, id: 13, reportTitle: 'Rude' }];
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) => (resource === 'reports' ? { data: items, total: 3 } : { data: [], total: 0 }),
      call: async () => ({ data: { ids: [11, 13] } }),
    });
    renderScreen(<ReportList />, { path: '/reports', url: '/reports', dataProvider });
    await screen.findByText('Spam');
    for (const title of ['No-show', 'Rude']) await userEvent.click(within(screen.getByText(title).closest('tr')!).getByRole('checkbox'));
    const listCalls = dataProvider.getList!.mock.calls.filter(([resource]) => resource === 'reports').length;
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve 2 reports?' });
    expect(within(dialog).getByText(/Internal notes stay as they are/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('reports', 'bulkStatus', { data: { ids: [11, 13], status: 'resolved' } }));
    expect(await screen.findByText('2 reports resolved')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList!.mock.calls.filter(([resource]) => resource === 'reports').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const title of ['No-show', 'Rude']) {
      await waitFor(() => expect(within(screen.getByText(title).closest('tr')!).getByRole('checkbox')).not.toBeChecked());
    }
  });
});
