import type { DataProvider, Identifier } from 'react-admin';
import { resourcePaths } from '../../paths';
import { recordScreenAt, type RecordScreen } from '../../recordScreen';
import { registeredPatterns } from '../../useResourcePaths';
import { readListOrder, rememberListOrder } from './listOrder';

/* Moving through the list a record was opened from (./listOrder.ts): `j`, `k` and "save and next". */

const sameId = (id: Identifier) => (other: Identifier) => String(other) === String(id);

/** Whether a record comes after this one in the list (on its page, or a page after it). */
export function hasNextInList(resource: string, id: Identifier | undefined): boolean {
  const order = id === undefined ? undefined : readListOrder(resource);
  const index = order?.ids.findIndex(sameId(id!)) ?? -1;
  if (!order || index < 0) return false;
  return index < order.ids.length - 1 || order.page * order.perPage < order.total;
}

export type Neighbour = { id: Identifier } | { none: 'first' | 'last' | 'notFromList' };

/**
 * The record after (`step` 1) or before (-1) this one in the list it was opened from. At the edge of
 * the page, the next or previous page is read with the list's own sort and filters, and remembered
 * as the page now followed.
 */
export async function neighbourOf(dataProvider: Pick<DataProvider, 'getList'>, resource: string, id: Identifier, step: 1 | -1): Promise<Neighbour> {
  const order = readListOrder(resource);
  const index = order?.ids.findIndex(sameId(id)) ?? -1;
  if (!order || index < 0) return { none: 'notFromList' };
  const edge = step === 1 ? 'last' : 'first';
  const inPage = order.ids[index + step];
  if (inPage !== undefined) return { id: inPage };
  const page = order.page + step;
  if (page < 1 || (step === 1 && order.page * order.perPage >= order.total)) return { none: edge };
  const { data, total } = await dataProvider.getList(resource, { pagination: { page, perPage: order.perPage }, sort: order.sort, filter: order.filter });
  const ids = data.map((record) => record.id);
  const found = step === 1 ? ids[0] : ids[ids.length - 1];
  if (found === undefined) return { none: edge };
  rememberListOrder(resource, { ...order, ids, page, total: total ?? order.total });
  return { id: found };
}

/** What moving through a list needs of the admin around it. */
export interface StepTools {
  dataProvider: Pick<DataProvider, 'getList'>;
  navigate: (path: string) => void;
  notify: (message: string, options: { type: 'info' | 'error' }) => void;
  basename: string;
}

/**
 * Opens the record after (1) or before (-1) the one a screen shows (a record screen, or the URL of
 * one) in the list it was opened from, on the same kind of screen; at either end of the list, or for
 * a record not opened from a list, says so. Answers whether it moved; a URL of no record screen does nothing.
 */
export async function stepThroughList(tools: StepTools, from: RecordScreen | string, step: 1 | -1): Promise<boolean> {
  const screen = typeof from === 'string' ? recordScreenAt(from, registeredPatterns(), tools.basename) : from;
  if (!screen) return false;
  try {
    const neighbour = await neighbourOf(tools.dataProvider, screen.resource, screen.id, step);
    if ('id' in neighbour) {
      tools.navigate(resourcePaths(screen.resource, registeredPatterns()[screen.resource]!, tools.basename)[screen.screen](neighbour.id));
      return true;
    }
    tools.notify(`app.shortcuts.${neighbour.none}`, { type: 'info' });
  } catch {
    tools.notify('ra.notification.http_error', { type: 'error' });
  }
  return false;
}
