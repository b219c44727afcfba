import type { ComponentProps } from 'react';
import type { ColumnsSelector as RaColumnsSelector, ColumnsSelectorItem as RaColumnsSelectorItem } from 'react-admin';
import { deferredPart } from '../../layout/deferredPart.js';

const load = () => import('./columnsChooserParts.js');

/**
 * DataTable's column chooser: the list of columns (with a search field and switches) that
 * react-admin draws into the "Columns" button's menu, hidden until that menu opens. Loaded when the
 * table first shows rows, not before them. Build only: see build/deferredParts.ts.
 */
export const ColumnsSelector = deferredPart<ComponentProps<typeof RaColumnsSelector>>(() => load().then((module) => module.ColumnsSelector));

/** One column's switch in the chooser (DataTable.Col draws it there). */
export const ColumnsSelectorItem = deferredPart<ComponentProps<typeof RaColumnsSelectorItem>>(() =>
  load().then((module) => module.ColumnsSelectorItem),
);
