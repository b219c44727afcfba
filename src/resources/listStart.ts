import type { ComponentType } from 'react';
import type { SortPayload } from 'ra-core';

/** The query of a list's first page until the user changes it (react-admin's sort, perPage, filterDefaultValues). */
export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
  filter?: Record<string, unknown>;
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
}
