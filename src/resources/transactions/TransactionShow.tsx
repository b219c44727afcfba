import { Show, useRecordContext, useTranslate } from 'react-admin';
import { usePageHeading } from '../../layout/pageHeading';
import type { TransactionDetail } from '../../../contract/transactions';
import { RecordHistory } from '../audit/RecordHistory';
import { DetailItem, DetailSection } from '../shared/people/DetailLayout';
import { DayField, MoneyField, StatusField } from '../shared/people/fields';
import { formatDayTime } from '../shared/people/format';
import { PersonLink } from '../shared/people/PersonLink';

function TransactionTitle() {
  const translate = useTranslate();
  const record = useRecordContext<TransactionDetail>();
  return <>{translate('resources.transactions.detail.title', { id: record?.bookingId ?? '' })}</>;
}

function TransactionDetails() {
  const translate = useTranslate();
  const record = useRecordContext<TransactionDetail>();
  usePageHeading(record ? translate('resources.transactions.detail.title', { id: record.bookingId }) : undefined);
  if (!record) return null;
  const label = (field: string) => translate(`resources.transactions.fields.${field}`);
  return (
    <>
      <DetailSection title={translate('resources.transactions.detail.booking')}>
        <DetailItem label={label('bookingId')}>{record.bookingId}</DetailItem>
        <DetailItem label={label('subjectName')}>{record.subjectName}</DetailItem>
        <DetailItem label={label('lessonAt')}>{formatDayTime(record.lessonAt)}</DetailItem>
        <DetailItem label={label('durationMinutes')}>
          {translate('resources.transactions.detail.minutes', { smart_count: record.durationMinutes })}
        </DetailItem>
        <DetailItem label={label('paymentStatus')}>
          <StatusField source="paymentStatus" />
        </DetailItem>
        <DetailItem label={label('createdAt')}>
          <DayField source="createdAt" showTime />
        </DetailItem>
        <DetailItem label={label('updatedAt')}>
          <DayField source="updatedAt" showTime />
        </DetailItem>
      </DetailSection>
      <DetailSection title={translate('resources.transactions.detail.people')}>
        <DetailItem label={label('studentName')}>
          <PersonLink resource="users" id={record.student?.id ?? record.studentId} name={record.student?.displayName ?? record.studentName} deleted={record.student?.deleted} />
        </DetailItem>
        <DetailItem label={label('tutorName')}>
          <PersonLink resource="tutors" id={record.tutor?.id ?? record.tutorId} name={record.tutor?.displayName ?? record.tutorName} deleted={record.tutor?.deleted} />
        </DetailItem>
      </DetailSection>
      <DetailSection title={translate('resources.transactions.detail.money')}>
        <DetailItem label={label('amountCents')}>
          <MoneyField source="amountCents" currency={record.currency} />
        </DetailItem>
        <DetailItem label={label('platformFeeCents')}>
          <MoneyField source="platformFeeCents" currency={record.currency} />
        </DetailItem>
        <DetailItem label={label('netCents')}>
          <MoneyField source="netCents" currency={record.currency} />
        </DetailItem>
        <DetailItem label={label('currency')}>{record.currency}</DetailItem>
      </DetailSection>
      <RecordHistory resource="transactions" recordId={record.id} />
    </>
  );
}

/** One booking and its payment (spec: /admin/transactions/{bookingId}); read-only. */
export function TransactionShow() {
  return (
    <Show resource="transactions" title={<TransactionTitle />} component="div" actions={false}>
      <TransactionDetails />
    </Show>
  );
}
