import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { DeleteWithConfirmButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useResourcePaths } from '../../useResourcePaths';
import { useDeleteOptions } from '../trash/useDeleteOptions';

export interface DetailActionsProps {
  resource: string;
  /** Translation key of the delete confirmation text (says what happens to related records). */
  deleteConfirmKey?: string;
  /** False hides delete, e.g. for the signed-in admin's own account. */
  canDelete?: boolean;
  children?: ReactNode;
}

/**
 * Edit (to the spec's edit URL) and a pessimistic delete behind a confirmation: deletes here have
 * server-side effects (sessions ended, bookings cancelled) and may be refused, so the server's answer
 * is awaited; the account then waits in its trash, which the notice's Undo restores it from.
 */
export function DetailActions({ resource, deleteConfirmKey, canDelete = true, children }: DetailActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; displayName?: string }>();
  const paths = useResourcePaths(resource);
  const deleteOptions = useDeleteOptions(resource, 'list');
  if (!record) return null;
  const name = record.displayName ?? `#${record.id}`;
  return (
    <TopToolbar>
      {children}
      {paths.edit && (
        <Button component={Link} to={paths.edit(record.id)} startIcon={<EditIcon aria-hidden />} size="small">
          {translate('ra.action.edit')}
        </Button>
      )}
      {canDelete && deleteConfirmKey && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="app.people.delete.title"
          confirmContent={`${translate(deleteConfirmKey, { name })} ${translate('app.people.delete.inTrash')}`}
          titleTranslateOptions={{ name }}
          redirect="list"
          mutationOptions={deleteOptions}
        />
      )}
    </TopToolbar>
  );
}
