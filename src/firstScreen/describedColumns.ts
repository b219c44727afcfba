import type { ListColumn } from '../resources/listStart';

/** Every `src/resources/<name>/listView.ts`: a hand-written list's first page and, for some, its columns. */
const listViews = import.meta.glob<Record<string, { resource?: string; columns?: readonly ListColumn[] }>>('../resources/*/listView.ts', { eager: true });

const views = Object.values(listViews).flatMap((module) => Object.values(module));

/**
 * The columns a list describes in its folder's `listView.ts`, which the entry draws its first page
 * with (src/firstScreen/). Read from the views, not the list starts: a start loads the list screen,
 * which asks this.
 */
export const describedColumnsOf = (resource: string | undefined): readonly ListColumn[] | undefined => views.find((view) => view.resource === resource)?.columns;
