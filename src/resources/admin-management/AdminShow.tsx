import { Alert } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { usePageHeading } from '../../layout/pageHeading';
import type { AccountRecord } from '../../../contract/users';
import { RecordHistory } from '../audit/RecordHistory';
import { AccountProfile } from '../shared/people/AccountProfile';
import { DetailActions } from '../shared/people/DetailActions';
import { SuperAdminOnly } from './SuperAdminOnly';
import { useStaffProtection } from './useStaffProtection';

function AdminTitle() {
  const record = useRecordContext<AccountRecord>();
  return <>{record?.displayName ?? ''}</>;
}

function AdminActions() {
  const record = useRecordContext<AccountRecord>();
  const { isLocked } = useStaffProtection(record);
  return <DetailActions resource="admin-management" deleteConfirmKey="resources.admin-management.delete.confirm" canDelete={!isLocked} />;
}

function AdminDetails() {
  const translate = useTranslate();
  const record = useRecordContext<AccountRecord>();
  const { isSelf, isLastSuperAdmin } = useStaffProtection(record);
  usePageHeading(record?.displayName);
  if (!record) return null;
  return (
    <>
      {(isSelf || isLastSuperAdmin) && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(isSelf ? 'resources.admin-management.help.self' : 'resources.admin-management.help.lastSuperAdmin')}
        </Alert>
      )}
      <AccountProfile resource="admin-management" showStaffFields />
      <RecordHistory resource="admin-management" recordId={record.id} />
    </>
  );
}

/** View an admin account (spec: /admin/admin-management/view/{adminId}). */
export function AdminShow() {
  return (
    <SuperAdminOnly action="show">
      <Show resource="admin-management" title={<AdminTitle />} component="div" actions={<AdminActions />}>
        <AdminDetails />
      </Show>
    </SuperAdminOnly>
  );
}
