import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import type { CardDescription } from '../shared/list/describedCard';
import { userRoles, userTypes } from '../../../contract/values';

/**
 * Admin accounts: the query of the list's first page, its columns and its cards on a phone, read by
 * the list screen and by its start (./listStart.ts).
 */
export const adminListView = {
  resource: 'admin-management',
  defaults: { sort: { field: 'displayName', order: 'ASC' } as const, perPage: DEFAULT_PAGE_SIZE },
  columns: [
    { source: 'displayName' },
    { source: 'email', kind: 'email' },
    { source: 'userType', kind: 'choice', choices: { labels: 'app.people.userType', values: userTypes } },
    // A super admin has no role: they may do everything an admin with full access may.
    { source: 'userRole', kind: 'choice', sortable: false, choices: { labels: 'app.people.userRole', values: userRoles, empty: 'admin' } },
    { source: 'status', kind: 'status' },
    { source: 'createdAt', kind: 'day' },
  ],
  card: { primary: 'displayName', secondary: ['email'], tertiary: ['userType', 'status'] },
} satisfies Omit<ListStart, 'loadScreen'> & { card: CardDescription };
