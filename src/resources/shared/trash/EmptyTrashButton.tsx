import { useState } from 'react';
import EmptyIcon from '@mui/icons-material/DeleteForever';
import { Button } from '@mui/material';
import { Confirm, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { useTrashCall } from './useTrashCall';

/** Removes every record of the trash for good, after a confirmation: a superAdmin's (the trash's `delete` rule). */
export function EmptyTrashButton() {
  const translate = useTranslate();
  const { resource } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useTrashCall(resource, 'empty', 'app.trash.purged');
  if (!canAccess) return null;
  return (
    <>
      <Button color="error" size="small" startIcon={<EmptyIcon aria-hidden />} onClick={() => setOpen(true)}>
        {translate('app.trash.empty')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.trash.empty"
        content="app.trash.lost"
        confirm="app.trash.empty"
        confirmColor="warning"
        onConfirm={() => mutate(undefined, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
