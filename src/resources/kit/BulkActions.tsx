import { Button } from '@mui/material';
import { BulkDeleteButton, useCanAccess, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/createDataProvider';
import { serverMessage } from '../shared/catalogue/serverError';
import { useDeleteOptions } from '../shared/trash/useDeleteOptions';
import { bulkAccessAction } from './access';
import type { ResourceDeclaration } from '../../../contract/declaration';

/** One declared bulk action over the selected rows: `dataProvider.call(resource, 'bulk', {data: {action, ids}})`. */
function BulkActionButton({ resource, action }: { resource: string; action: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: bulkAccessAction(action) });
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.call(resource, 'bulk', { data: { action, ids: selectedIds } }),
    onSuccess: () => {
      notify(`resources.${resource}.notifications.updated`, { type: 'info', messageArgs: { smart_count: selectedIds.length } });
      onUnselectItems();
      refresh();
    },
    onError: (error) => notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' }),
  });
  if (!canAccess) return null;
  return (
    <Button size="small" onClick={() => mutate()} disabled={isPending}>
      {translate(`resources.${resource}.bulk.${action}`)}
    </Button>
  );
}

/** The declared bulk actions, then delete (BulkDeleteButton asks canAccess itself). */
export function BulkActions({ declaration }: { declaration: ResourceDeclaration }) {
  const deleteOptions = useDeleteOptions(declaration.name);
  return (
    <>
      {Object.keys(declaration.bulk ?? {}).map((action) => (
        <BulkActionButton key={action} resource={declaration.name} action={action} />
      ))}
      <BulkDeleteButton mutationMode="pessimistic" mutationOptions={deleteOptions} />
    </>
  );
}
