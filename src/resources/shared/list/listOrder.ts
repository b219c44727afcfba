import type { Identifier, SortPayload } from 'react-admin';

/**
 * The page of a resource's list last shown in this tab, and how it was asked for: a detail or edit
 * screen opened from it moves to the next or previous record in that order (`j` and `k`, "save and
 * next"), across the list's pages. Kept in sessionStorage, so a reload keeps it and another tab has
 * its own.
 */
export interface ListOrder {
  ids: Identifier[];
  page: number;
  perPage: number;
  sort: SortPayload;
  filter: Record<string, unknown>;
  total: number;
}

const keyOf = (resource: string) => `listOrder.${resource}`;

export function rememberListOrder(resource: string, order: ListOrder): void {
  try {
    sessionStorage.setItem(keyOf(resource), JSON.stringify(order));
  } catch {
    // Storage full or switched off: moving through the list is then not offered.
  }
}

export function readListOrder(resource: string): ListOrder | undefined {
  try {
    const stored = sessionStorage.getItem(keyOf(resource));
    const order = stored ? (JSON.parse(stored) as Partial<ListOrder>) : undefined;
    return order && Array.isArray(order.ids) && typeof order.page === 'number' && typeof order.perPage === 'number' && order.sort && order.filter
      ? (order as ListOrder)
      : undefined;
  } catch {
    return undefined;
  }
}
