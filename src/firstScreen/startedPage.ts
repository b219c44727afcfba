import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListResult } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { readStoreValue } from '../bare/preferences';
import type { ListDefaults } from '../resources/listStart';
import { listParamsAtStart, type FirstPageParams } from './listParamsAtStart';
import { takeStartedList, type StartedList } from './startedList';

/** The key under which react-admin's useGetList caches a page (ra-core's useGetList). */
export const getListKey = (resource: string, { pagination, sort, filter }: FirstPageParams) => [
  resource,
  'getList',
  { pagination, sort, filter, meta: undefined },
];

let prefetched: StartedList | undefined;

/**
 * Puts the first page of the list the entry started (src/firstScreen/startFirstList.ts) into
 * react-admin's query cache as soon as the admin has one, under the key the list will ask for: the
 * answer, usually there already, is read while the layout renders, and the list's first render
 * finds its rows (useStartedPage). Still in flight when the list mounts, the list waits for the
 * same fetch instead of sending its own.
 */
export function prefetchStartedPage(queryClient: QueryClient, dataProvider: DataProvider): void {
  const started = takeStartedList();
  if (!started) return;
  const { resource, params } = started;
  prefetched = started;
  void queryClient.prefetchQuery({
    queryKey: getListKey(resource, params),
    queryFn: ({ signal }) =>
      dataProvider.getList(resource, { ...params, signal }).then(({ data, total, pageInfo, meta }: GetListResult) => ({ data, total, pageInfo, meta })),
  });
}

/**
 * Whether this list draws the page prefetched above: the list the entry started, with the same
 * parameters, its page in the cache or still on its way. On its way counts too: the list shares
 * that request, and if it arrives between the list's first render and its mount (a slow first
 * render, or a refresh of an expired token on the way), the list must not ask for it again.
 */
function isPrefetched(queryClient: QueryClient, resource: string, params: FirstPageParams | undefined): boolean {
  const page = prefetched;
  const state = params && queryClient.getQueryState(getListKey(resource, params));
  return (
    page?.resource === resource &&
    params !== undefined &&
    JSON.stringify(params) === JSON.stringify(page.params) &&
    (state?.status === 'success' || state?.fetchStatus === 'fetching')
  );
}

/**
 * True when the list's first page is in the cache from the start (prefetchStartedPage): the list
 * must then not fetch it again on mount. Decided on the list's first render; only the first list
 * that mounts can use it (a render that React discards and starts again decides again).
 */
export function useStartedPage(resource: string, defaults: ListDefaults): boolean {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const [inCache] = useState(() =>
    isPrefetched(queryClient, resource, listParamsAtStart(defaults, search, readStoreValue(`${resource}.listParams`))),
  );
  useEffect(forgetPrefetched, []);
  return inCache;
}

function forgetPrefetched(): void {
  prefetched = undefined;
}
