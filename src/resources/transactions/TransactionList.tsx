import { type TransactionItem } from '../../../contract/transactions';
import { useTransactionCard } from '../shared/people/recordCards';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { transactionListView } from './listView';

const Toolbar = deferredToolbar(() => import('./TransactionListTools').then((module) => module.transactionListTools));

/** Read-only list of bookings and their payments (spec: /admin/transactions). */
export function TransactionList() {
  const card = useTransactionCard();
  return (
    <ListFrame<TransactionItem> described={transactionListView.columns}
      resource="transactions"
      toolbar={Toolbar}
      defaults={transactionListView.defaults}
      card={card}
    >
      {listColumns(transactionListView.columns)}
    </ListFrame>
  );
}
