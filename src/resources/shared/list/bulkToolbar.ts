/**
 * react-admin's class of the bulk actions toolbar while no row is selected (a test checks it against
 * react-admin's own `BulkActionsToolbarClasses`, which this file does not import: the toolbar's
 * code loads only once rows are selected).
 */
export const collapsedBulkActionsClass = 'RaBulkActionsToolbar-collapsed';

/**
 * The collapsed toolbar is only clipped to no height: its buttons (Unselect, Delete, Approve...)
 * stayed in the Tab order, took the focus unseen, and overlapped the column headers' targets.
 * Hidden, they leave both until a row (or card) is selected.
 */
export const hiddenUntilSelected = { [`& .${collapsedBulkActionsClass}`]: { visibility: 'hidden' } } as const;
