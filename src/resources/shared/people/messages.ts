/** Strings under `app.people` (shared by the people and money screens); the lead merges them. */
export const en = {
  status: {
    active: 'Active',
    pending: 'Pending',
    suspended: 'Suspended',
    approved: 'Approved',
    rejected: 'Rejected',
    paid: 'Paid',
    refunded: 'Refunded',
    failed: 'Failed',
    cancelled: 'Cancelled',
    open: 'Open',
    in_review: 'In review',
    resolved: 'Resolved',
    dismissed: 'Dismissed',
  },
  userType: { superAdmin: 'Super admin', admin: 'Admin', tutor: 'Tutor', user: 'Student' },
  userRole: { admin: 'Admin (full access)', editor: 'Editor' },
  reason: {
    label: 'Reason',
    help: 'Required. It is stored with the change and shown in the history.',
  },
  delete: { title: 'Delete %{name}?', inTrash: 'The account waits in the trash, where it can be restored while its email is free.' },
  detail: {
    profile: 'Profile',
    activity: 'Activity',
    bookingCount: 'Bookings',
    reportsFiled: 'Reports filed',
    reportsAgainst: 'Reports about them',
  },
  related: {
    none: 'None yet.',
    bookings: 'Bookings',
    reportsFiled: 'Reports they filed',
    reportsAgainst: 'Reports about them',
  },
  validation: {
    format: 'This value is not in the expected format',
    choice: 'Choose one of the options',
    invalid: 'This value is not valid',
    day: 'Enter a real day as %{format}, for example %{example}',
  },
  deletedAccount: 'deleted account',
  /** A list's range when more rows match than can be counted (ListPagination.tsx). */
  moreThanTotal: '%{from}–%{to} of more than %{total}',
  /** The name of a list's page buttons, for screen readers. */
  pages: 'Pages',
  /** Under the pages of a list that matched more rows than it counted: there is no last page button. */
  lastPageUncounted: 'More than %{total} rows match, so the last page cannot be opened. Search or filter more narrowly, or sort the other way, to see the last rows.',
  /** "Go to page" under a list of many pages (PageJump.tsx). */
  pageJump: {
    label: 'Go to page',
    go: 'Go',
    outOfRange: 'Enter a page number from 1 to %{last}',
    outOfReach: 'Page %{page} cannot be opened in a list this long',
  },
  /** The sort of the cards a list shows on a phone (CardSort.tsx). */
  cardSort: { field: 'Sort by', order: 'Order', ASC: 'Ascending', DESC: 'Descending' },
  pagesOutOfReach: 'In a list this long, only the first and the last %{rows} rows can be paged to. Search, filter or sort the other way to reach the rows in between.',
  /** Under the last page a search or filter can open, when more rows match than can be paged (ListPagination.tsx). */
  matchesOutOfReach: 'More than %{rows} rows match, and only the first %{rows} can be paged to. Narrow the search or add a filter to see the others.',
};
