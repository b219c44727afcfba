import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/** Transactions: the query of the list's first page, read by the list screen and by its start (./listStart.ts). */
export const transactionListView = {
  resource: 'transactions',
  defaults: { sort: { field: 'lessonAt', order: 'DESC' } as const, perPage: DEFAULT_PAGE_SIZE },
} satisfies Omit<ListStart, 'loadScreen'>;
