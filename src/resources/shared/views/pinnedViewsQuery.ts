import type { SavedView } from '../../../../contract/views';
import { readAgainAfterChanges } from '../../../dataProvider/changes';
import type { AppDataProvider } from '../../../dataProvider/createDataProvider';

/**
 * How often the menu's counts are read again while the admin is open, for changes made elsewhere;
 * they are also read again when the window comes back into focus and after every change made here.
 */
const COUNTS_EVERY_MS = 60_000;

export interface Pinned {
  views: SavedView[];
  counts: Map<number, { total: number; capped: boolean }>;
}

/** The pinned views the person sees and their counts: one query, read by the menu (to wait for it) and by every list's entries. */
export function pinnedViewsQuery(dataProvider: AppDataProvider) {
  return {
    queryKey: ['views', 'pinned'],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Pinned> => {
      const [views, counts] = await Promise.all([
        dataProvider.call<{ items: SavedView[] }>('views', 'list', { signal }),
        dataProvider.call<{ items: Array<{ id: number; total: number; capped: boolean }> }>('views', 'counts', { signal }),
      ]);
      return { views: views.data.items.filter((view) => view.pinned), counts: new Map(counts.data.items.map(({ id, ...count }) => [id, count])) };
    },
    meta: { [readAgainAfterChanges]: true },
    refetchInterval: COUNTS_EVERY_MS,
    refetchOnWindowFocus: true,
  };
}
