import { fileURLToPath } from 'node:url';
import type { DeferredLibraryPart } from './deferLibraryParts.js';

const shim = (file: string) => fileURLToPath(new URL(`../src/shims/deferred/${file}`, import.meta.url));

/**
 * Library parts that the first list's screen never draws, loaded on first use instead of with the
 * modules that import them (docs/performance.md, "The bundle budget").
 */
export const deferredParts: DeferredLibraryPart[] = [
  {
    importer: '@mui/material/esm/Tooltip/index.js',
    specifier: './Tooltip.js',
    replacement: shim('tooltipNodeAfterCommit.tsx'),
    why: "a tooltip needs its child's node only to place its bubble, so it is told of it after the commit",
  },
  {
    importer: '@mui/material/esm/Tooltip/Tooltip.js',
    specifier: '../Popper/index.js',
    replacement: shim('TooltipPopper.tsx'),
    why: 'a tooltip is positioned only once it opens',
  },
  {
    importer: 'ra-ui-materialui/dist/list/datatable/DataTable.js',
    specifier: './ColumnsSelector.js',
    replacement: shim('columnsChooser.tsx'),
    why: "the column chooser is drawn into the Columns button's closed menu",
  },
  {
    importer: 'ra-ui-materialui/dist/list/datatable/DataTableColumn.js',
    specifier: './ColumnsSelectorItem.js',
    replacement: shim('columnsChooser.tsx'),
    why: 'a column draws its switch only inside the column chooser',
  },
  {
    importer: 'ra-ui-materialui/dist/list/datatable/DataTable.js',
    specifier: '../BulkActionsToolbar.js',
    replacement: shim('bulkActions.tsx'),
    why: 'bulk actions show only once rows are selected, and the people lists have none',
  },
  {
    importer: 'ra-ui-materialui/dist/list/datatable/DataTable.js',
    specifier: '../../button/index.js',
    replacement: shim('bulkActions.tsx'),
    why: "DataTable imports only its default bulk action (delete) from react-admin's buttons",
  },
  {
    importer: 'ra-ui-materialui/dist/list/filter/FilterButton.js',
    specifier: './AddSavedQueryDialog.js',
    replacement: shim('savedQueryDialogs.tsx'),
    why: 'the dialog opens only when a query is saved',
  },
  {
    importer: 'ra-ui-materialui/dist/list/filter/FilterButton.js',
    specifier: './RemoveSavedQueryDialog.js',
    replacement: shim('savedQueryDialogs.tsx'),
    why: 'the dialog opens only when a saved query is removed',
  },
  {
    importer: 'ra-ui-materialui/dist/layout/Layout.js',
    specifier: '../preferences/index.js',
    replacement: shim('Inspector.tsx'),
    why: 'the preferences editor shows only in edit mode, which the admin never turns on',
  },
  {
    importer: 'ra-core/dist/controller/list/useListController.js',
    specifier: '../../export/index.js',
    replacement: shim('defaultExporter.ts'),
    why: 'the default CSV exporter runs only when a list that keeps it exports',
  },
];
