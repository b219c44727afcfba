import { Avatar, Box } from '@mui/material';
import { EmailField, useRecordContext, useTranslate } from 'react-admin';
import { DetailItem, DetailSection } from './DetailLayout';
import { DayField, StatusField } from './fields';

interface AccountLike {
  id: number;
  displayName: string;
  email: string;
  phone?: string | null;
  photoURL?: string | null;
  userType?: string;
  userRole?: string | null;
  status: string;
  emailVerified?: boolean;
  createdAt: string;
  updatedAt?: string;
}

/** The account part of a person's detail: photo, name, contact, type/role, status, dates. */
export function AccountProfile({ resource, showStaffFields = false }: { resource: string; showStaffFields?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<AccountLike>();
  if (!record) return null;
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`);
  return (
    <DetailSection title={translate('app.people.detail.profile')}>
      <DetailItem label={label('displayName')}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Avatar src={record.photoURL ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
          {record.displayName}
        </Box>
      </DetailItem>
      <DetailItem label={label('email')}>
        <EmailField source="email" />
      </DetailItem>
      <DetailItem label={label('phone')}>{record.phone ?? ''}</DetailItem>
      {showStaffFields && (
        <>
          <DetailItem label={label('userType')}>{translate(`app.people.userType.${record.userType}`, { _: record.userType ?? '' })}</DetailItem>
          <DetailItem label={label('userRole')}>{translate(`app.people.userRole.${record.userRole ?? 'admin'}`)}</DetailItem>
        </>
      )}
      <DetailItem label={label('status')}>
        <StatusField source="status" />
      </DetailItem>
      {record.emailVerified !== undefined && (
        <DetailItem label={label('emailVerified')}>{translate(record.emailVerified ? 'ra.boolean.true' : 'ra.boolean.false')}</DetailItem>
      )}
      <DetailItem label={label('createdAt')}>
        <DayField source="createdAt" showTime />
      </DetailItem>
    </DetailSection>
  );
}
