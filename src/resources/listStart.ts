import type { ComponentType } from 'react';
import type { SortPayload } from 'ra-core';

/** The query of a list's first page until the user changes it (react-admin's sort, perPage, filterDefaultValues). */
export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
  filter?: Record<string, unknown>;
}

/**
 * How a column shows its value, both in react-admin's table (src/resources/shared/list/listColumns.tsx)
 * and on the first screen drawn before the admin's code has arrived (src/firstScreen/FirstListPreview.tsx):
 * text as it is, an email address (text too: the row's link is its one Tab stop), a status chip, money from cents, the length of a list, a day.
 */
export type ColumnKind = 'text' | 'email' | 'status' | 'money' | 'count' | 'day';

/** What a `count` column shows: how many items its value lists (nothing when it is not a list). */
export const countOfItems = (value: unknown): number | null => (Array.isArray(value) ? value.length : null);

/** One column of a list's table. */
export interface ListColumn {
  source: string;
  kind?: ColumnKind;
  /** A translation key; `resources.<resource>.fields.<source>` by default. */
  label?: string;
  align?: 'right';
  /** Sortable unless false. */
  sortable?: boolean;
}

/**
 * What opening a list needs first, declared once for both the list screen and the entry: the entry
 * requests the screen's code and its first page while the admin's code still loads
 * (src/firstScreen/), and the screen asks react-admin for that same page.
 */
export interface ListStart {
  /** The resource, which is also its URL segment under /admin. */
  resource: string;
  defaults: ListDefaults;
  loadScreen: () => Promise<ComponentType>;
  /**
   * The table's columns, when the list draws them from this description: the entry then draws the
   * first page's rows with them while the admin's code still loads (src/firstScreen/).
   */
  columns?: readonly ListColumn[];
}
