/** Strings under `resources.reports` in each catalogue (the lead merges them). */
export const en = {
  name: 'Report |||| Reports',
  fields: {
    id: 'Report',
    status: 'Status',
    reportTitle: 'Reason',
    reportTitleId: 'Reason',
    reporterName: 'Reported by',
    reportedName: 'Reported person',
    bookingId: 'Booking',
    description: 'Description',
    adminNote: 'Internal note',
    resolvedByName: 'Closed by',
    resolvedAt: 'Closed',
    createdAt: 'Reported',
    updatedAt: 'Updated',
    createdFrom: 'Reported from',
    createdTo: 'Reported until',
  },
  noTitle: 'No reason given',
  detail: {
    title: 'Report #%{id}',
    report: 'Report',
    handling: 'Handling',
    recentBookings: 'Recent bookings of %{name}',
  },
  help: {
    adminNote: 'Only staff see this note. Up to 5000 characters.',
  },
  notifications: {
    updated: 'Report saved',
  },
};
