import { Chip, Stack, Typography } from '@mui/material';
import { EmailField, Show, useRecordContext, useTranslate } from 'react-admin';
import { usePageHeading } from '../../layout/pageHeading';
import type { TutorDetail } from '../../../contract/tutors';
import { RecordHistory } from '../audit/RecordHistory';
import { DetailActions } from '../shared/people/DetailActions';
import { DetailItem, DetailSection } from '../shared/people/DetailLayout';
import { DayField, MoneyField, StatusField } from '../shared/people/fields';
import { formatDayTime } from '../shared/people/format';
import { RelatedBookings, RelatedReports } from '../shared/people/RelatedRecords';
import { SubjectTreeField } from './SubjectTreeField';
import { TutorStatusActions } from './TutorStatusActions';
import { useCountryName } from '../../format/countries';

function TutorTitle() {
  const record = useRecordContext<TutorDetail>();
  return <>{record?.displayName ?? ''}</>;
}

function Names({ items }: { items: Array<{ id: number; name: string }> }) {
  const translate = useTranslate();
  if (!items?.length) return <>{translate('app.people.related.none')}</>;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="span">
      {items.map((item) => (
        <Chip key={item.id} label={item.name} size="small" />
      ))}
    </Stack>
  );
}

function TutorDetails() {
  const translate = useTranslate();
  const record = useRecordContext<TutorDetail>();
  const country = useCountryName();
  usePageHeading(record?.displayName);
  if (!record) return null;
  const label = (field: string) => translate(`resources.tutors.fields.${field}`);
  return (
    <>
      <DetailSection title={translate('app.people.detail.profile')}>
        <DetailItem label={label('email')}>
          <EmailField source="email" />
        </DetailItem>
        <DetailItem label={label('phone')}>{record.phone ?? ''}</DetailItem>
        <DetailItem label={label('country')}>{country(record.country)}</DetailItem>
        <DetailItem label={label('headline')}>{record.headline}</DetailItem>
        <DetailItem label={label('bio')}>
          <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {record.bio}
          </Typography>
        </DetailItem>
        <DetailItem label={label('createdAt')}>
          <DayField source="createdAt" showTime />
        </DetailItem>
      </DetailSection>
      <DetailSection title={translate('resources.tutors.detail.status')}>
        <DetailItem label={label('approvalStatus')}>
          <StatusField source="approvalStatus" />
        </DetailItem>
        <DetailItem label={label('status')}>
          <StatusField source="status" />
        </DetailItem>
        <DetailItem label={label('statusReason')}>{record.statusReason ?? ''}</DetailItem>
        <DetailItem label={label('statusChangedAt')}>
          {record.statusChangedAt
            ? translate('resources.tutors.detail.changedBy', {
                date: formatDayTime(record.statusChangedAt),
                name: record.statusChangedByName ?? '—',
              })
            : ''}
        </DetailItem>
      </DetailSection>
      <DetailSection title={translate('resources.tutors.detail.teaching')}>
        <DetailItem label={label('hourlyRateCents')}>
          <MoneyField source="hourlyRateCents" />
        </DetailItem>
        <DetailItem label={label('subjects')}>
          <SubjectTreeField subjects={record.subjects ?? []} />
        </DetailItem>
        <DetailItem label={label('languageIds')}>
          <Names items={record.languages} />
        </DetailItem>
        <DetailItem label={label('levelIds')}>
          <Names items={record.levels} />
        </DetailItem>
      </DetailSection>
      {record.stats && (
        <DetailSection title={translate('app.people.detail.activity')}>
          <DetailItem label={translate('app.people.detail.bookingCount')}>{record.stats.bookingCount}</DetailItem>
          <DetailItem label={translate('resources.tutors.detail.paidBookings')}>{record.stats.paidBookingCount}</DetailItem>
          <DetailItem label={translate('resources.tutors.detail.revenue')}>
            <MoneyField source="stats.revenueCents" />
          </DetailItem>
          <DetailItem label={translate('resources.tutors.detail.earnings')}>
            <MoneyField source="stats.earningsCents" />
          </DetailItem>
        </DetailSection>
      )}
      <RelatedBookings target="tutorId" title={translate('app.people.related.bookings')} />
      <RelatedReports target="reportedId" title={translate('app.people.related.reportsAgainst')} />
      <RecordHistory resource="tutors" recordId={record.id} />
    </>
  );
}

/** A tutor's detail (spec: /admin/tutors/{tutorId}): profile, teaching, status changes, bookings, history. */
export function TutorShow() {
  return (
    <Show
      resource="tutors"
      title={<TutorTitle />}
      component="div"
      actions={
        <DetailActions resource="tutors" deleteConfirmKey="resources.tutors.delete.confirm">
          <TutorStatusActions />
        </DetailActions>
      }
    >
      <TutorDetails />
    </Show>
  );
}
