import { useState } from 'react';
import { useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useApiCall } from './useApiCall';

/**
 * Sends one bulk call (the endpoint table's `bulkStatus` action) for the list's selected rows:
 * `{ids, ...data}`. On success it notifies `done` with the count, clears the selection and
 * refreshes the list; on failure it shows the server's message (which names the refused record)
 * and keeps the selection. Answers whether it succeeded.
 */
export function useBulkCall(resource: string) {
  const { selectedIds, onUnselectItems } = useListContext();
  const call = useApiCall();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (data: Record<string, unknown>, done: string): Promise<boolean> => {
    setPending(true);
    try {
      const result = await call<{ ids: Identifier[] }>(resource, 'bulkStatus', { data: { ids: selectedIds, ...data } });
      notify(done, { type: 'success', messageArgs: { smart_count: result.ids.length } });
      onUnselectItems();
      refresh();
      return true;
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { count: selectedIds.length, pending, run };
}
