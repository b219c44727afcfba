import { useRef } from 'react';
import { Button } from '@mui/material';
import { styled, type Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { ColumnsButton, FilterButton, FilterContext, TopToolbar, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ExportCsvButton } from '../export/ExportCsvButton';
import { FilterBar } from '../people/filters/FilterBar';
import { ViewsButton } from '../views/ViewsButton';
import { listClasses } from '../people/listClasses';
import { useRememberToolbarHeight } from './useRememberToolbarHeight';
import type { ListToolbarProps } from './toolbarTypes';

/**
 * The list's filter bar and actions: filters, saved views, column chooser, add, CSV export of the filtered list.
 * react-admin's ListToolbar with the filter bar of `filters/` in place of its FilterForm; its "add
 * filter" menu (FilterButton, with the saved queries) reads the same filter elements.
 */
export function ListToolbar<R extends RaRecord>({ tools, storeKey, isSmall, addPath }: ListToolbarProps<R>) {
  const translate = useTranslate();
  const { resource } = useListContext();
  const filters = tools.useFilters();
  const root = useRef<HTMLDivElement>(null);
  useRememberToolbarHeight(root);
  return (
    <FilterContext.Provider value={filters}>
      <Root ref={root} className={`RaListToolbar-root ${listClasses.actions}`}>
        <FilterBar filters={filters} />
        <span />
        <TopToolbar sx={wrapping}>
          <FilterButton disableSaveQuery />
          <ViewsButton resource={resource} storeKey={storeKey} />
          {!isSmall && <ColumnsButton storeKey={storeKey} />}
          {addPath && (
            <Button component={Link} to={addPath} startIcon={<AddIcon aria-hidden />} size="small">
              {translate('ra.action.create')}
            </Button>
          )}
          <ExportCsvButton columns={tools.exportColumns} />
        </TopToolbar>
      </Root>
    </FilterContext.Provider>
  );
}

/**
 * Below xl the actions wrap onto a second line rather than run off a screen too narrow for them all.
 * Not above: a wrapping toolbar stands 10 px taller on one line, which moved the rows the first
 * screen had drawn in their place (tests/e2e/firstScreen.spec.ts).
 */
const wrapping = (theme: Theme) => ({ [theme.breakpoints.down('xl')]: { flexWrap: 'wrap', rowGap: 0.5 } }) as const;

/**
 * react-admin's ListToolbar layout: filters left, actions right; wrapped below xl (beside the menu
 * the filters and actions need more than the screen), stacked on narrow screens.
 */
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('xl')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
  },
}));
