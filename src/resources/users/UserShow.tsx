import { Show, useRecordContext, useTranslate } from 'react-admin';
import { usePageHeading } from '../../layout/pageHeading';
import type { AccountDetail } from '../../../contract/users';
import { RecordHistory } from '../audit/RecordHistory';
import { AccountProfile } from '../shared/people/AccountProfile';
import { DetailActions } from '../shared/people/DetailActions';
import { DetailItem, DetailSection } from '../shared/people/DetailLayout';
import { RelatedBookings, RelatedReports } from '../shared/people/RelatedRecords';

function UserTitle() {
  const record = useRecordContext<AccountDetail>();
  return <>{record?.displayName ?? ''}</>;
}

function UserDetails() {
  const translate = useTranslate();
  const record = useRecordContext<AccountDetail>();
  usePageHeading(record?.displayName);
  if (!record) return null;
  return (
    <>
      <AccountProfile resource="users" />
      {record.stats && (
        <DetailSection title={translate('app.people.detail.activity')}>
          <DetailItem label={translate('app.people.detail.bookingCount')}>{record.stats.bookingCount}</DetailItem>
          <DetailItem label={translate('app.people.detail.reportsFiled')}>{record.stats.reportsFiledCount}</DetailItem>
          <DetailItem label={translate('app.people.detail.reportsAgainst')}>{record.stats.reportsAgainstCount}</DetailItem>
        </DetailSection>
      )}
      <RelatedBookings target="studentId" title={translate('app.people.related.bookings')} />
      <RelatedReports target="reporterId" title={translate('app.people.related.reportsFiled')} />
      <RelatedReports target="reportedId" title={translate('app.people.related.reportsAgainst')} />
      <RecordHistory resource="users" recordId={record.id} />
    </>
  );
}

/** A student's detail (spec: /admin/users/{userId}): profile, bookings, reports and history. */
export function UserShow() {
  return (
    <Show
      resource="users"
      title={<UserTitle />}
      component="div"
      actions={<DetailActions resource="users" deleteConfirmKey="resources.users.delete.confirm" />}
    >
      <UserDetails />
    </Show>
  );
}
