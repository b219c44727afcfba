import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportShow } from '../../../../src/resources/reports/ReportShow';
import { fakeDataProvider, renderScreen } from './people/peopleKit';

const report = {
  id: 11,
  status: 'open',
  reportTitleId: 2,
  reportTitle: 'No-show',
  reporterId: 7,
  reporterName: 'Stella Student',
  reportedId: 9,
  reportedName: 'Theo Tutor',
  reportedType: 'tutor',
  bookingId: 42,
  description: 'The tutor did not come.',
  resolvedAt: null,
  createdAt: '2025-03-05T09:00:00.000Z',
  updatedAt: '2025-03-05T09:00:00.000Z',
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
