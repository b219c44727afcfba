import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/** Transactions: the list screen's code and the query of its first page. */
export const transactionListStart = {
  resource: 'transactions',
  defaults: { sort: { field: 'lessonAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: () => import('./TransactionList').then((m) => m.TransactionList),
} satisfies ListStart;
