import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';
import { transactionListView } from './listView';

/** Transactions: the list screen's code and the query of its first page. */
export const transactionListStart = {
  ...transactionListView,
  loadScreen: peopleScreen(() => import('./TransactionList').then((m) => m.TransactionList)),
} satisfies ListStart;
