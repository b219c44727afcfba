import type { ComponentType } from 'react';
import type { SortPayload } from 'ra-core';

/** The query of a list's first page until the user changes it (react-admin's sort, perPage, filterDefaultValues). */
export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
  filter?: Record<string, unknown>;
}

/**
 * How a column shows its value, in react-admin's table (src/resources/shared/list/listColumns.tsx, or
 * a declared field's own value in a declared list), on the cards of a narrow screen
 * (src/resources/shared/list/columnCard.ts) and on the first screen drawn before the admin's code has
 * arrived (src/firstScreen/FirstListPreview.tsx): text as it is, an email address (text too: the
 * row's link is its one Tab stop), a status chip or a choice's label (both from `choices`), money
 * from cents in the record's currency (`currencyField`, else the site's), the length of a list, a
 * number in the reader's language, yes or no as a tick or a cross, a list of texts as chips, a day (a
 * calendar day or the day of an instant), a day and its time, and what only the admin's own field can
 * show (a reference's label, which needs the referenced record; links; HTML): the first screen leaves it blank.
 */
export type ColumnKind = 'text' | 'email' | 'status' | 'choice' | 'money' | 'count' | 'number' | 'yesNo' | 'texts' | 'day' | 'dayTime' | 'other';

/** The labels of a `status` or `choice` column's values: each value's label is the translation `<labels>.<value>`. */
export interface ColumnChoices {
  labels: string;
  values: readonly string[];
  /** The value whose label a record without one shows (a super admin has no role: full access). */
  empty?: string;
}

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
  /** For a `status` or `choice` column (a status without them: the people statuses). */
  choices?: ColumnChoices;
  /** A `number` column's digits after the point, always shown (a decimal field's scale). */
  decimals?: number;
  /** A `money` column's field holding the record's currency code; `currency` unless named. */
  currencyField?: string;
}

/** Where a `status` column's labels are when it names no `choices`: the people and money statuses. */
export const peopleStatusLabels = 'app.people.status';

/** The translation key of a `status` or `choice` column's value, or undefined when there is none to show. */
export function choiceKey(column: ListColumn, value: unknown): string | undefined {
  const { labels, empty } = column.choices ?? { labels: peopleStatusLabels };
  const shown = value === null || value === undefined || value === '' ? empty : String(value);
  return shown === undefined ? undefined : `${labels}.${shown}`;
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
