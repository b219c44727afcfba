import type { ComponentType } from 'react';
import { EmailField, Show, useRecordContext, useTranslate } from 'react-admin';
import { usePageHeading } from '../../layout/pageHeading';
import type { TutorDetail } from './records';
import { RecordHistory } from '../audit/RecordHistory';
import { DetailActions } from '../shared/people/DetailActions';
import { DetailItem, DetailSection } from '../shared/people/DetailLayout';
import { DayField, MoneyField, StatusField } from '../shared/people/fields';
import { DeclaredValue } from '../kit/DeclaredValue';
import { fieldLabel } from '../kit/useDeclaration';
import type { FieldDeclaration } from '../../../contract/declaration';
import { aboutFields, teachingFields } from './fields';
import { formatDayTime } from '../shared/people/format';
import { RelatedBookings, RelatedReports } from '../shared/people/RelatedRecords';
import { SubjectTreeField } from './SubjectTreeField';
import { TutorStatusActions } from './TutorStatusActions';
import { useCountryName } from '../../format/countries';

function TutorTitle() {
  const record = useRecordContext<TutorDetail>();
  return <>{record?.displayName ?? ''}</>;
}

/** A tutor's country by its name in the admin's language. */
function CountryName({ record }: { record: TutorDetail }) {
  const country = useCountryName();
  return <>{country(record.country)}</>;
}

/** The subjects in their tree, chosen ones in bold. */
function SubjectTree({ record }: { record: TutorDetail }) {
  return <SubjectTreeField subjects={record.subjects ?? []} />;
}

/** The profile fields shown otherwise than the kit shows their kind. */
const specialValues: Partial<Record<keyof typeof aboutFields | keyof typeof teachingFields, ComponentType<{ record: TutorDetail }>>> = {
  country: CountryName,
  subjectIds: SubjectTree,
};

/** Label and value of each of some declared profile fields, in declaration order. */
function ProfileItems({ fields, record }: { fields: Record<string, FieldDeclaration>; record: TutorDetail }) {
  const translate = useTranslate();
  return (
    <>
      {Object.entries(fields).map(([source, field]) => {
        const Special = specialValues[source as keyof typeof specialValues];
        return (
          <DetailItem key={source} label={translate(fieldLabel('tutors', source))}>
            {Special ? <Special record={record} /> : <DeclaredValue resource="tutors" source={source} field={field} />}
          </DetailItem>
        );
      })}
    </>
  );
}

function TutorDetails() {
  const translate = useTranslate();
  const record = useRecordContext<TutorDetail>();
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
        <ProfileItems fields={aboutFields} record={record} />
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
        <ProfileItems fields={teachingFields} record={record} />
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
