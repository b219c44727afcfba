import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/** Students: the query of the list's first page and its columns, read by the list screen and by its start (./listStart.ts). */
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
} satisfies Omit<ListStart, 'loadScreen'>;
