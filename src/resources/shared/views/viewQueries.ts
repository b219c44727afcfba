import type { SavedView } from '../../../../contract/views';
import { readAgainAfterChanges } from '../../../dataProvider/changes';
import type { AppDataProvider } from '../../../dataProvider/createDataProvider';

/**
 * How often the menu's counts are read again while the admin is open, for changes made elsewhere;
 * they are also read again when the window comes back into focus and after every change made here.
 */
const COUNTS_EVERY_MS = 60_000;

/**
 * Every saved view the person may open (their own and the shared ones), in one call: the menu waits
 * for it to place the pinned ones, and the quick find searches it. Changes through the Views menu read it again.
 */
export function viewsQuery(dataProvider: AppDataProvider) {
  return {
    queryKey: ['views', 'all'],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SavedView[]> => (await dataProvider.call<{ items: SavedView[] }>('views', 'list', { signal })).data.items,
  };
}

/**
 * How many records each pinned view holds now, by view id. Apart from the views themselves: each
 * count runs its list's query, and the menu is drawn without waiting for them (they take no room of their own).
 */
export function viewCountsQuery(dataProvider: AppDataProvider) {
  return {
    queryKey: ['views', 'counts'],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { data } = await dataProvider.call<{ items: Array<{ id: number; total: number; capped: boolean }> }>('views', 'counts', { signal });
      return new Map(data.items.map(({ id, ...count }) => [id, count]));
    },
    meta: { [readAgainAfterChanges]: true },
    refetchInterval: COUNTS_EVERY_MS,
    refetchOnWindowFocus: true,
  };
}
