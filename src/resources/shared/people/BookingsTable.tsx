import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import type { TransactionItem } from '../../../../contract/transactions';
import { DayField, MoneyField, StatusField } from './fields';
import { useTransactionCard } from './recordCards';
import { TableOrCards } from './TableOrCards';
import { useResourcePaths } from '../../useResourcePaths';
import { Typography } from '@mui/material';

/** A few bookings already in hand (e.g. a detail's "recent bookings"), each opening its transaction; cards below md. */
export function BookingsTable({ bookings }: { bookings: TransactionItem[] }) {
  const translate = useTranslate();
  const paths = useResourcePaths('transactions');
  const card = useTransactionCard();
  const listContext = useList({ data: bookings, resource: 'transactions' });
  if (bookings.length === 0) return <Typography color="text.secondary">{translate('app.people.related.none')}</Typography>;
  return (
    <ListContextProvider value={listContext}>
      <TableOrCards<TransactionItem> card={card} href={paths.detail}>
        <DataTable.Col source="id" label="resources.transactions.fields.bookingId" disableSort />
        <DataTable.Col source="lessonAt" label="resources.transactions.fields.lessonAt" disableSort>
          <DayField source="lessonAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="subjectName" label="resources.transactions.fields.subjectName" disableSort />
        <DataTable.Col source="studentName" label="resources.transactions.fields.studentName" disableSort />
        <DataTable.Col source="tutorName" label="resources.transactions.fields.tutorName" disableSort />
        <DataTable.Col source="amountCents" label="resources.transactions.fields.amountCents" align="right" disableSort>
          <MoneyField source="amountCents" />
        </DataTable.Col>
        <DataTable.Col source="paymentStatus" label="resources.transactions.fields.paymentStatus" disableSort>
          <StatusField source="paymentStatus" />
        </DataTable.Col>
      </TableOrCards>
    </ListContextProvider>
  );
}
