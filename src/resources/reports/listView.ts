import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/** Reports: the query of the list's first page, read by the list screen and by its start (./listStart.ts). */
export const reportListView = {
  resource: 'reports',
  defaults: { sort: { field: 'createdAt', order: 'DESC' } as const, perPage: DEFAULT_PAGE_SIZE },
} satisfies Omit<ListStart, 'loadScreen'>;
