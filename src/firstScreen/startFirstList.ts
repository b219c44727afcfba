import { allowedNow } from '../authProvider/authProvider';
import { httpClient, type HttpClient } from '../authProvider/httpClient';
import { readStoreValue } from '../bare/preferences';
import { endpoints } from '../dataProvider/endpoints';
import type { EndpointTable } from '../dataProvider/endpointTypes';
import { chunksOf, listQuery } from '../dataProvider/requestParts';
import type { ListStart } from '../resources/listStart';
import { listParamsAtStart } from './listParamsAtStart';
import { listStarts } from './listStarts';
import { recordStartedList } from './startedList';

export interface FirstListSources {
  client: Pick<HttpClient, 'sendEarly'>;
  lists: readonly ListStart[];
  table: EndpointTable;
}

const defaultSources: FirstListSources = { client: httpClient, lists: listStarts, table: endpoints };

/**
 * A list opened directly (a reload, a bookmark, a link) by someone its access rule admits: its
 * screen's code and its first page are requested at once, while the admin's code loads, instead of
 * once that code has arrived and rendered. The page is requested only when its parameters are
 * certain (the URL's, the stored ones or the list's defaults, as react-admin will choose), through
 * the HTTP client, whose first identical request takes the answer (see earlyResponse.ts); the
 * admin reads it into its query cache as soon as it has one (startedPage.ts).
 */
export function startFirstList({ pathname, search }: Pick<Location, 'pathname' | 'search'>, sources: FirstListSources = defaultSources): void {
  const name = /^\/admin\/([^/]+)\/?$/.exec(pathname)?.[1];
  const list = sources.lists.find((each) => each.resource === name);
  if (!list || !allowedNow(list.resource, 'list')) return;
  const call = sources.table[list.resource]?.getList;
  const params = listParamsAtStart(list.defaults, search, readStoreValue(`${list.resource}.listParams`));
  // A page larger than the API's is read in several calls (dataProvider's getList): not worth starting.
  if (call && params && chunksOf(params.pagination.perPage).count === 1 && sources.client.sendEarly) {
    const answer = sources.client.sendEarly(call.path, listQuery(call, params));
    recordStartedList({ resource: list.resource, params }, answer);
  }
  // A failure shows when the screen itself asks for its code.
  list.loadScreen().catch(() => undefined);
}
