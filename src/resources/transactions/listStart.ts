import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Transactions: the list screen's code and the query of its first page. */
export const transactionListStart = {
  resource: 'transactions',
  defaults: { sort: { field: 'lessonAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./TransactionList').then((m) => m.TransactionList)),
} satisfies ListStart;
