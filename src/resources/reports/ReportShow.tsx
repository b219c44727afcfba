import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { usePageHeading } from '../../layout/pageHeading';
import type { ReportDetail } from '../../../contract/reports';
import { RecordHistory } from '../audit/RecordHistory';
import { BookingsTable } from '../shared/people/BookingsTable';
import { DetailItem, DetailSection } from '../shared/people/DetailLayout';
import { DayField, StatusField } from '../shared/people/fields';
import { PartyLink } from '../shared/people/PartyLink';
import { useResourcePaths } from '../useResourcePaths';
import { ReportStatusForm } from './ReportStatusForm';

function ReportTitle() {
  const translate = useTranslate();
  const record = useRecordContext<ReportDetail>();
  return <>{translate('resources.reports.detail.title', { id: record?.id ?? '' })}</>;
}

function ReportDetails() {
  const translate = useTranslate();
  const record = useRecordContext<ReportDetail>();
  const transactions = useResourcePaths('transactions');
  usePageHeading(record ? translate('resources.reports.detail.title', { id: record.id }) : undefined);
  if (!record) return null;
  const label = (field: string) => translate(`resources.reports.fields.${field}`);
  return (
    <>
      <DetailSection title={translate('resources.reports.detail.report')}>
        <DetailItem label={label('reportTitle')}>{record.reportTitle ?? translate('resources.reports.noTitle')}</DetailItem>
        <DetailItem label={label('status')}>
          <StatusField source="status" />
        </DetailItem>
        <DetailItem label={label('reporterName')}>{record.reporter && <PartyLink party={record.reporter} />}</DetailItem>
        <DetailItem label={label('reportedName')}>{record.reported && <PartyLink party={record.reported} />}</DetailItem>
        <DetailItem label={label('bookingId')}>
          {record.bookingId != null && (
            <MuiLink component={Link} to={transactions.detail(record.bookingId)}>
              #{record.bookingId}
            </MuiLink>
          )}
        </DetailItem>
        <DetailItem label={label('createdAt')}>
          <DayField source="createdAt" showTime />
        </DetailItem>
        <DetailItem label={label('resolvedByName')}>{record.resolvedByName ?? ''}</DetailItem>
        <DetailItem label={label('resolvedAt')}>
          <DayField source="resolvedAt" showTime />
        </DetailItem>
        <DetailItem label={label('description')}>
          <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {record.description}
          </Typography>
        </DetailItem>
      </DetailSection>
      <ReportStatusForm />
      <Card component="section" sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('resources.reports.detail.recentBookings', { name: record.reported?.displayName ?? record.reportedName })}
          </Typography>
          <BookingsTable bookings={record.reportedRecentBookings ?? []} />
        </CardContent>
      </Card>
      <RecordHistory resource="reports" recordId={record.id} />
    </>
  );
}

/** One report (chosen route: /admin/reports/{id}; the spec shows none): people, bookings, handling. */
export function ReportShow() {
  return (
    <Show resource="reports" title={<ReportTitle />} component="div" actions={false}>
      <ReportDetails />
    </Show>
  );
}
