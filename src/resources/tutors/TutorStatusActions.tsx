import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TutorApprovalStatus, TutorStatusAction } from '../../../contract/tutors';
import type { TutorDetail } from './records';
import { ReasonDialog } from '../shared/people/ReasonDialog';
import { useApiCall } from '../shared/people/useApiCall';

/** Which status changes the server allows from each approval status (contract/tutors.ts). */
export const allowedStatusActions: Record<TutorApprovalStatus, TutorStatusAction[]> = {
  pending: ['approve', 'reject', 'suspend'],
  approved: ['suspend'],
  rejected: ['approve'],
  suspended: ['reactivate'],
};

/**
 * Approve, reject, suspend or reactivate a tutor, each with a REQUIRED reason given in a dialog
 * (POST /admin/tutor/{id}/status: the endpoint table's `setStatus` action). The reason is
 * stored with the tutor and shown in the history.
 */
export function TutorStatusActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const call = useApiCall();
  const record = useRecordContext<TutorDetail>();
  const [action, setAction] = useState<TutorStatusAction | null>(null);
  const [pending, setPending] = useState(false);
  if (!record) return null;

  const confirm = async (reason: string) => {
    if (!action) return;
    setPending(true);
    try {
      await call('tutors', 'setStatus', { id: record.id, data: { action, reason } });
      notify(`resources.tutors.status.done.${action}`, { type: 'success', messageArgs: { name: record.displayName } });
      setAction(null);
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {allowedStatusActions[record.approvalStatus]?.map((name) => (
        <Button key={name} size="small" color={name === 'suspend' || name === 'reject' ? 'error' : 'primary'} onClick={() => setAction(name)}>
          {translate(`resources.tutors.status.actions.${name}`)}
        </Button>
      ))}
      <ReasonDialog
        open={action !== null}
        pending={pending}
        title={action ? translate(`resources.tutors.status.titles.${action}`, { name: record.displayName }) : ''}
        description={action ? translate(`resources.tutors.status.descriptions.${action}`) : ''}
        confirmLabel={action ? translate(`resources.tutors.status.actions.${action}`) : ''}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </>
  );
}
