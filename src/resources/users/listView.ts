import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import type { CardDescription } from '../shared/list/describedCard';

/** Students: the query of the list's first page, its columns and its cards on a phone, read by the list screen and by its start (./listStart.ts). */
export const userListView = {
  resource: 'users',
  defaults: { sort: { field: 'createdAt', order: 'DESC' } as const, perPage: DEFAULT_PAGE_SIZE },
  columns: [
    { source: 'displayName' },
    { source: 'email', kind: 'email' },
    { source: 'phone', sortable: false },
    { source: 'status', kind: 'status' },
    { source: 'createdAt', kind: 'day' },
  ],
  card: { primary: 'displayName', secondary: ['email'], tertiary: ['status'] },
} satisfies Omit<ListStart, 'loadScreen'> & { card: CardDescription };
