/** Strings under `resources.reports` in each catalogue (the lead merges them). */
export const en = {
  name: 'Report |||| Reports',
  fields: {
    id: 'Report',
    status: 'Status',
    reportTitle: 'Reason',
    reportTitleId: 'Reason',
    reporterName: 'Reported by',
    reporterId: 'Reported by',
    reportedName: 'Reported person',
    reportedId: 'Reported person',
    bookingId: 'Booking',
    description: 'Description',
    adminNote: 'Internal note',
    resolvedByName: 'Closed by',
    resolvedById: 'Closed by',
    resolvedAt: 'Closed',
    createdAt: 'Reported',
    updatedAt: 'Updated',
    createdFrom: 'Reported from',
    createdTo: 'Reported until',
  },
  values: {
    status: { open: 'Open', in_review: 'In review', resolved: 'Resolved', dismissed: 'Dismissed' },
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
  bulk: {
    actions: { resolved: 'Resolve', dismissed: 'Dismiss' },
    titles: {
      resolved: 'Resolve %{smart_count} report? |||| Resolve %{smart_count} reports?',
      dismissed: 'Dismiss %{smart_count} report? |||| Dismiss %{smart_count} reports?',
    },
    descriptions: {
      resolved: 'Each report is closed as resolved, with you as the one who closed it. Internal notes stay as they are.',
      dismissed: 'Each report is closed as dismissed, with you as the one who closed it. Internal notes stay as they are.',
    },
    done: {
      resolved: '%{smart_count} report resolved |||| %{smart_count} reports resolved',
      dismissed: '%{smart_count} report dismissed |||| %{smart_count} reports dismissed',
    },
  },
  notifications: {
    updated: 'Report saved |||| %{smart_count} reports saved',
  },
};
