import { DataTable } from 'react-admin';
import { type TransactionItem } from '../../../contract/transactions';
import { DayField, MoneyField, StatusField } from '../shared/people/fields';
import { useTransactionCard } from '../shared/people/recordCards';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { transactionListView } from './listView';

const Toolbar = deferredToolbar(() => import('./TransactionListTools').then((module) => module.transactionListTools));

/** Read-only list of bookings and their payments (spec: /admin/transactions). */
export function TransactionList() {
  const card = useTransactionCard();
  return (
    <ListFrame<TransactionItem>
      resource="transactions"
      toolbar={Toolbar}
      defaults={transactionListView.defaults}
      card={card}
    >
      <DataTable.Col source="id" label="resources.transactions.fields.bookingId" />
      <DataTable.Col source="studentName" disableSort />
      <DataTable.Col source="tutorName" disableSort />
      <DataTable.Col source="subjectName" disableSort />
      <DataTable.Col source="lessonAt">
        <DayField source="lessonAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="amountCents" align="right">
        <MoneyField source="amountCents" />
      </DataTable.Col>
      <DataTable.Col source="platformFeeCents" align="right" disableSort>
        <MoneyField source="platformFeeCents" />
      </DataTable.Col>
      <DataTable.Col source="netCents" align="right" disableSort>
        <MoneyField source="netCents" />
      </DataTable.Col>
      <DataTable.Col source="paymentStatus">
        <StatusField source="paymentStatus" />
      </DataTable.Col>
    </ListFrame>
  );
}
