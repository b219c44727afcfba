import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/** Reports: the query of the list's first page and its columns, read by the list screen and by its start (./listStart.ts). */
export const reportListView = {
  resource: 'reports',
  defaults: { sort: { field: 'createdAt', order: 'DESC' } as const, perPage: DEFAULT_PAGE_SIZE },
  columns: [
    { source: 'id' },
    { source: 'createdAt', kind: 'day' },
    { source: 'reportTitle', sortable: false },
    { source: 'reporterName', sortable: false },
    { source: 'reportedName', sortable: false },
    { source: 'status', kind: 'status' },
    { source: 'updatedAt', kind: 'day' },
  ],
} satisfies Omit<ListStart, 'loadScreen'>;
