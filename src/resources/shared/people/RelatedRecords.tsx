import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, ReferenceManyField, useTranslate } from 'react-admin';
import type { ReportItem } from '../../../../contract/reports';
import type { TransactionItem } from '../../../../contract/transactions';
import { ListPagination } from './ListPagination';
import { DayField, MoneyField, StatusField } from './fields';
import { useReportCard, useTransactionCard } from './recordCards';
import { TableOrCards } from './TableOrCards';
import { useResourcePaths } from '../../useResourcePaths';

const RELATED_PAGE_SIZES = [5, 10, 25];

interface RelatedProps {
  /** The field of the related records that holds this person's id (studentId, tutorId, reporterId, ...). */
  target: string;
  title: string;
}

/** A titled section; its heading names it, so it is a landmark screen readers can jump to. */
function RelatedCard({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function NoneYet() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('app.people.related.none')}</Typography>;
}

/** The bookings of the person on screen (transactions filtered by `target`), each opening its detail. */
export function RelatedBookings({ target, title }: RelatedProps) {
  const paths = useResourcePaths('transactions');
  const card = useTransactionCard();
  return (
    <RelatedCard title={title}>
      <ReferenceManyField
        reference="transactions"
        target={target}
        sort={{ field: 'lessonAt', order: 'DESC' }}
        perPage={5}
        pagination={<ListPagination sizes={RELATED_PAGE_SIZES} />}
        empty={<NoneYet />}
      >
        <TableOrCards<TransactionItem> card={card} href={paths.detail}>
          <DataTable.Col source="id" label="resources.transactions.fields.bookingId" />
          <DataTable.Col source="lessonAt" label="resources.transactions.fields.lessonAt">
            <DayField source="lessonAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="subjectName" label="resources.transactions.fields.subjectName" disableSort />
          <DataTable.Col
            source={target === 'tutorId' ? 'studentName' : 'tutorName'}
            label={`resources.transactions.fields.${target === 'tutorId' ? 'studentName' : 'tutorName'}`}
            disableSort
          />
          <DataTable.Col source="amountCents" label="resources.transactions.fields.amountCents" align="right">
            <MoneyField source="amountCents" />
          </DataTable.Col>
          <DataTable.Col source="paymentStatus" label="resources.transactions.fields.paymentStatus">
            <StatusField source="paymentStatus" />
          </DataTable.Col>
        </TableOrCards>
      </ReferenceManyField>
    </RelatedCard>
  );
}

/** Reports filed by (`reporterId`) or about (`reportedId`) the person on screen. */
export function RelatedReports({ target, title }: RelatedProps) {
  const paths = useResourcePaths('reports');
  const card = useReportCard();
  return (
    <RelatedCard title={title}>
      <ReferenceManyField
        reference="reports"
        target={target}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={5}
        pagination={<ListPagination sizes={RELATED_PAGE_SIZES} />}
        empty={<NoneYet />}
      >
        <TableOrCards<ReportItem> card={card} href={paths.detail}>
          <DataTable.Col source="id" label="resources.reports.fields.id" />
          <DataTable.Col source="createdAt" label="resources.reports.fields.createdAt">
            <DayField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="reportTitle" label="resources.reports.fields.reportTitle" disableSort />
          <DataTable.Col
            source={target === 'reporterId' ? 'reportedName' : 'reporterName'}
            label={`resources.reports.fields.${target === 'reporterId' ? 'reportedName' : 'reporterName'}`}
            disableSort
          />
          <DataTable.Col source="status" label="resources.reports.fields.status">
            <StatusField source="status" />
          </DataTable.Col>
        </TableOrCards>
      </ReferenceManyField>
    </RelatedCard>
  );
}
