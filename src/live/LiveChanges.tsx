import { useEffect } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { httpClient } from '../authProvider/httpClient';
import { followChanges } from './followChanges';
import { isBeingEdited, tellEditors, type RecordChange } from './recordChanges';

/** Changes arriving together (an import, a bulk action) refetch once. */
const GATHER_MS = 250;
/**
 * The stream opens once the screen has read its data and nothing has been fetched for this long: an
 * endless request from the first moment would keep the page "loading" for tools that wait for a quiet
 * network (Playwright's networkidle: 500 ms; Lighthouse: 5 s), and code split into chunks may still
 * be arriving after the data. What is written meanwhile is sent first (`since`).
 */
const SETTLED_MS = 10_000;
/** How much earlier than the page's start the first stream asks for writes: the browser's clock may be behind the server's. */
const CLOCK_MARGIN_MS = 10_000;

/** Resolves once no query or mutation has run for SETTLED_MS (or never, when `signal` aborts first). */
function settled(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      unsubscribeQueries();
      unsubscribeMutations();
    };
    const check = () => {
      clearTimeout(timer);
      if (queryClient.isFetching() + queryClient.isMutating() > 0) return;
      timer = setTimeout(() => {
        stop();
        resolve();
      }, SETTLED_MS);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(check);
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(check);
    signal.addEventListener('abort', stop, { once: true });
    check();
  });
}

/** What changed: the ids of each resource (or all of its records), or everything. */
type Changed = Map<string, Set<string> | 'all'> | 'everything';

/** Queries that read every resource's records: refetched on any change. */
const readsEverything = new Set(['dashboard', 'audit', 'search']);

/**
 * Whether a query shows what changed: a list, many or one record of the resource (react-admin's keys
 * are `[resource, 'getList' | 'getOne' | ..., params]`), never a record open in an edit form.
 */
function showsChange(query: Query, changed: Changed): boolean {
  const [resource, kind, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  // The person's own permissions are no record's.
  if (typeof resource !== 'string' || resource === 'auth') return false;
  if (kind === 'getOne' && isBeingEdited(resource, params?.id)) return false;
  if (changed === 'everything' || readsEverything.has(resource)) return true;
  const ids = changed.get(resource);
  if (!ids) return false;
  return ids === 'all' || kind !== 'getOne' || ids.has(String(params?.id));
}

/**
 * Keeps the open screens true to the data: while the admin is open, the writes of anyone (another
 * admin, an import, the marketplace) that this person may read refetch the lists and records shown,
 * in place (react-admin keeps the page, filters, scroll and selection while it refetches). An edit
 * form is not refetched under its user: it is told (./recordChanges.ts).
 */
export function LiveChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    let changed: Changed = new Map();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetchSoon = () => {
      timer ??= setTimeout(() => {
        const shown = changed;
        changed = new Map();
        timer = undefined;
        void queryClient.invalidateQueries({ predicate: (query) => showsChange(query, shown) });
      }, GATHER_MS);
    };
    const onChange = (change: RecordChange) => {
      tellEditors(change);
      if (changed !== 'everything') {
        const ids = changed.get(change.resource) ?? new Set();
        changed.set(change.resource, ids === 'all' ? ids : ids.add(change.id));
      }
      refetchSoon();
    };
    const refetch = (resources?: readonly string[]) => {
      if (!resources) changed = 'everything';
      else if (changed !== 'everything') for (const resource of resources) changed.set(resource, 'all');
      refetchSoon();
    };
    const since = new Date(performance.timeOrigin - CLOCK_MARGIN_MS);
    void settled(queryClient, stop.signal).then(() => followChanges(httpClient, { change: onChange, refetch }, stop.signal, since));
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);
  return null;
}
