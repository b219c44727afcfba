import { useContext } from 'react';
import { Button, SnackbarContent } from '@mui/material';
import { CloseNotificationContext, useTranslate, type Identifier } from 'react-admin';
import { trashResource } from './trashResource';
import { useTrashCall } from './useTrashCall';

/**
 * The notification of a delete that moved records to the trash, with Undo: the trash's restore call,
 * so the records come back whatever became of the screen they were deleted from. Drawn whole, as
 * react-admin's notification shows a message that is an element in place of its own content.
 */
export function MovedToTrash({ resource, ids }: { resource: string; ids: readonly Identifier[] }) {
  const translate = useTranslate();
  // Absent from the plain box that stands in when react-admin's notification could not be loaded.
  const close = useContext(CloseNotificationContext);
  const { mutate, isPending } = useTrashCall(trashResource(resource), 'restore', 'app.trash.restored');
  const undo = () => {
    mutate(ids);
    close?.();
  };
  return (
    <SnackbarContent
      message={translate('app.trash.moved', { smart_count: ids.length })}
      action={
        <Button color="inherit" size="small" onClick={undo} disabled={isPending}>
          {translate('ra.action.undo')}
        </Button>
      }
    />
  );
}
