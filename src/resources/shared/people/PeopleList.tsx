import type { ReactElement, ReactNode } from 'react';
import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  ColumnsButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useResourceContext,
  useTranslate,
  type Exporter,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { CardList, type CardTexts } from './CardList';
import { ListError } from './ListError';
import { useSpecPaths, type PeopleResource } from './paths';

export const PAGE_SIZES = [10, 25, 50, 100];

export type { CardTexts };

export interface PeopleListProps<R extends RaRecord> {
  resource: PeopleResource;
  filters: ReactElement[];
  sort: SortPayload;
  exporter: Exporter<R>;
  /** The text of each card on narrow screens (below md). */
  card: CardTexts<R>;
  canCreate?: boolean;
  filterDefaultValues?: Record<string, unknown>;
  /** DataTable columns. */
  children: ReactNode;
}

/**
 * The list frame shared by the people and money screens: search and filters, sortable columns with
 * a column chooser, CSV export of the filtered list, page sizes, empty/loading/error states, rows
 * opening the spec's detail URL, and cards instead of the table below the md breakpoint.
 * Filters, sort and page stay in the URL (react-admin's default).
 */
export function PeopleList<R extends RaRecord>(props: PeopleListProps<R>) {
  const { resource, filters, sort, exporter, card, canCreate = false, filterDefaultValues, children } = props;
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const paths = useSpecPaths(resource);
  const rowClick = (id: Identifier) => paths.detail(id);
  const storeKey = `${resource}.datatable`;
  return (
    <List<R>
      resource={resource}
      filters={filters}
      sort={sort}
      perPage={25}
      exporter={exporter}
      filterDefaultValues={filterDefaultValues}
      actions={<PeopleListActions storeKey={storeKey} isSmall={isSmall} addPath={canCreate ? paths.add : undefined} />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      empty={<PeopleEmpty addPath={canCreate ? paths.add : undefined} />}
      error={<ListError />}
    >
      {isSmall ? (
        <CardList<R> card={card} href={rowClick} />
      ) : (
        <DataTable<R> storeKey={storeKey} rowClick={rowClick} bulkActionButtons={false}>
          {children}
        </DataTable>
      )}
    </List>
  );
}

function PeopleListActions({ storeKey, isSmall, addPath }: { storeKey: string; isSmall: boolean; addPath?: string }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      {!isSmall && <ColumnsButton storeKey={storeKey} />}
      {addPath && (
        <Button component={Link} to={addPath} startIcon={<AddIcon aria-hidden />} size="small">
          {translate('ra.action.create')}
        </Button>
      )}
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}

/** No records at all (no filter set): say so, and offer to add one where adding exists. */
function PeopleEmpty({ addPath }: { addPath?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource ?? '' });
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('ra.page.empty', { name })}
      </Typography>
      {addPath && (
        <Button variant="contained" component={Link} to={addPath} startIcon={<AddIcon aria-hidden />}>
          {translate('ra.action.create')}
        </Button>
      )}
    </Box>
  );
}
