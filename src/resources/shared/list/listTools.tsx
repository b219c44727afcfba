import type { ComponentType, ReactElement } from 'react';
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { lazyWith } from '../../../layout/lazyLoad';
import { LoadFailed } from '../../../layout/LoadFailed';
import type { ExportColumnSpec } from '../export/ExportCsvButton';
import { listClasses } from '../people/listClasses';
import type { FilterProps } from '../people/filters/filterProps';
import type { ListToolbarProps } from './ListToolbar';

/**
 * What a list's toolbar needs beyond the rows: its filter inputs and its CSV export. A list declares
 * them in a module of their own, loaded alongside (not before) its first rows, so the inputs stay
 * out of the JS needed to show a list (docs/performance.md).
 */
export interface ListTools<R extends RaRecord> {
  /** The filter inputs of `filters/` (search, select, number, date...), each with a key. */
  useFilters: () => ReactElement<FilterProps>[];
  /** The CSV export's columns: item fields with the translation keys of their headings and values. */
  exportColumns: Array<ExportColumnSpec & { field: keyof R & string }>;
}

export type DeferredToolbar = ComponentType<Omit<ListToolbarProps<RaRecord>, 'tools'>>;

/**
 * A list's toolbar as a lazy component: the shared toolbar and the list's tools load together, when
 * the list first renders. Call it once per list, at module level.
 */
export function deferredToolbar<R extends RaRecord>(loadTools: () => Promise<ListTools<R>>): DeferredToolbar {
  return lazyWith({ Loading: ToolbarPlaceholder, Failed: LoadFailed }, async () => {
    const [{ ListToolbar }, tools] = await Promise.all([import('./ListToolbar'), loadTools()]);
    const Toolbar: DeferredToolbar = (props) => <ListToolbar<RaRecord> tools={tools as unknown as ListTools<RaRecord>} {...props} />;
    return Toolbar;
  });
}

/** Holds the toolbar's place while it loads, so the rows do not jump when it arrives. */
function ToolbarPlaceholder() {
  return <Box className={listClasses.actions} sx={{ minHeight: TOOLBAR_HEIGHT }} />;
}

const TOOLBAR_HEIGHT = { xs: 172, sm: 164, md: 64 };
