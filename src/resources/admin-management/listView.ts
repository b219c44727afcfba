import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/** Admin accounts: the query of the list's first page, read by the list screen and by its start (./listStart.ts). */
export const adminListView = {
  resource: 'admin-management',
  defaults: { sort: { field: 'displayName', order: 'ASC' } as const, perPage: DEFAULT_PAGE_SIZE },
} satisfies Omit<ListStart, 'loadScreen'>;
