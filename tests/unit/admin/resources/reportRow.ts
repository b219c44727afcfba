/** A report as the reports list answers it. */
export const reportRow = {
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
};
