import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { rememberListOrder } from './listOrder';

/** Keeps the page of the list shown, and how it was asked for, for the records opened from it (./listOrder.ts). */
export function useRememberListOrder(): void {
  const { resource, data, page, perPage, sort, filterValues, total, isPending, isPlaceholderData } = useListContext();
  useEffect(() => {
    if (isPending || isPlaceholderData || !data || total === undefined) return;
    rememberListOrder(resource, { ids: data.map((record) => record.id), page, perPage, sort, filter: filterValues, total });
  }, [resource, data, page, perPage, sort, filterValues, total, isPending, isPlaceholderData]);
}
