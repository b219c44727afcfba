import { useState } from 'react';
import { Button } from '@mui/material';
import { BulkDeleteButton, useTranslate } from 'react-admin';
import { ReasonDialog } from '../shared/people/ReasonDialog';
import { useBulkCall } from '../shared/people/useBulkCall';
import { useDeleteOptions } from '../shared/trash/useDeleteOptions';

const bulkActions = ['approve', 'reject'] as const;
type BulkAction = (typeof bulkActions)[number];

/**
 * Approve or reject the selected tutors with one REQUIRED reason (POST /admin/tutor/bulk-status:
 * the endpoint table's `bulkStatus` action), or delete them to the trash (POST /admin/tutor/bulk). All or nothing:
 * when one tutor cannot make the move, the server names it and none changes.
 */
export function TutorBulkActions() {
  const translate = useTranslate();
  const { count, pending, run } = useBulkCall('tutors');
  const [action, setAction] = useState<BulkAction | null>(null);
  const deleteOptions = useDeleteOptions('tutors');

  const confirm = async (reason: string) => {
    if (action && (await run({ action, reason }, `resources.tutors.bulk.done.${action}`))) setAction(null);
  };

  return (
    <>
      {bulkActions.map((name) => (
        <Button key={name} size="small" color={name === 'reject' ? 'error' : 'primary'} onClick={() => setAction(name)}>
          {translate(`resources.tutors.status.actions.${name}`)}
        </Button>
      ))}
      <BulkDeleteButton mutationMode="pessimistic" mutationOptions={deleteOptions} />
      <ReasonDialog
        open={action !== null}
        pending={pending}
        title={action ? translate(`resources.tutors.bulk.titles.${action}`, { smart_count: count }) : ''}
        description={action ? translate(`resources.tutors.bulk.descriptions.${action}`) : ''}
        confirmLabel={action ? translate(`resources.tutors.status.actions.${action}`) : ''}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </>
  );
}
