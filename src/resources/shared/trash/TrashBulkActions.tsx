import PurgeIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { Button } from '@mui/material';
import { BulkDeleteButton, useListContext, useTranslate } from 'react-admin';
import { saveNow } from '../catalogue/saveNow';
import { useTrashCall } from './useTrashCall';

/** Puts the selected records back in their list, for everyone who may open the trash. */
function RestoreButton() {
  const translate = useTranslate();
  const { resource, selectedIds } = useListContext();
  const { mutate, isPending } = useTrashCall(resource, 'restore', 'app.trash.restored');
  return (
    <Button size="small" startIcon={<RestoreIcon aria-hidden />} disabled={isPending} onClick={() => mutate(selectedIds)}>
      {translate('app.trash.restore')}
    </Button>
  );
}

/**
 * The selected records' actions: restore, and delete permanently after a confirmation, which
 * react-admin's bulk delete shows to a superAdmin only (the trash's `delete` rule; its deleteMany is
 * the trash's remove call).
 */
export function TrashBulkActions() {
  return (
    <>
      <RestoreButton />
      <BulkDeleteButton
        mutationMode="pessimistic"
        mutationOptions={saveNow}
        label="app.trash.purge"
        icon={<PurgeIcon aria-hidden />}
        confirmTitle="app.trash.purge"
        confirmContent="app.trash.lost"
        successMessage="app.trash.purged"
      />
    </>
  );
}
