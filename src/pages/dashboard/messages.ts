/** Strings under `app.dashboard` in each catalogue (the lead merges them). */
export const en = {
  title: 'Dashboard',
  totals: 'Totals',
  error: 'The dashboard could not be loaded. %{message}',
  stats: {
    tutors: 'Tutors',
    students: 'Students',
    bookings: 'Bookings',
    revenueCents: 'Revenue (paid)',
    platformFeeCents: 'Platform fees',
    openReports: 'Open reports',
    tutorsAwaitingApproval: 'Tutors awaiting approval',
  },
  charts: {
    bookings: 'Bookings per month',
    revenue: 'Revenue per month',
    signups: 'Sign-ups per week',
    month: 'Month',
    week: 'Week of',
    students: 'Students',
    tutors: 'Tutors',
  },
  openReports: 'Newest open reports',
  pendingTutors: 'Tutors waiting longest for approval',
  nothing: 'Nothing waiting.',
  untitledReport: 'Report #%{id}',
  waitingSince: 'Waiting since %{date}',
};
