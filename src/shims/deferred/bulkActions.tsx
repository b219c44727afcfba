import type { ComponentProps } from 'react';
import type { BulkActionsToolbar as RaBulkActionsToolbar, BulkDeleteButton as RaBulkDeleteButton } from 'react-admin';
import { deferredPart } from '../../layout/deferredPart.js';

const load = () => import('./bulkActionsParts.js');

/**
 * DataTable's bulk actions (the toolbar over selected rows, and its default delete button with its
 * confirmation dialog). DataTable draws them only where rows can be selected; the people lists turn
 * them off. The toolbar stays collapsed (no height) until a row is selected, so loading it on first
 * render moves nothing. Build only: see build/deferredParts.ts.
 */
export const BulkActionsToolbar = deferredPart<ComponentProps<typeof RaBulkActionsToolbar>>(() =>
  load().then((module) => module.BulkActionsToolbar),
);

export const BulkDeleteButton = deferredPart<ComponentProps<typeof RaBulkDeleteButton>>(() => load().then((module) => module.BulkDeleteButton));
