import type { ReactElement, ReactNode } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  ColumnsButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { LazyCardList } from '../people/LazyCardList';
import { ListError } from '../people/ListError';
import { ListPagination } from '../people/ListPagination';
import { ExportCsvButton, type ExportColumnSpec } from '../export/ExportCsvButton';
import { SelectableBody } from './SelectableRows';
import { useResourcePaths } from '../../paths';
import { listFramePageSize } from './listFramePageSize';
import { useStartedPage } from '../../../firstScreen/startedPage';

/** The first page the entry requested is in the cache already (src/firstScreen/): not fetched again on mount. */
const pageInCache = { refetchOnMount: false } as const;

/** One CSV column: a field of the list's records, with translation keys for its heading and values. */
export type ExportColumn<R extends RaRecord> = ExportColumnSpec & { field: keyof R & string };

export interface ListFrameProps<R extends RaRecord> {
  resource: string;
  filters: ReactElement[];
  sort: SortPayload;
  exportColumns: ExportColumn<R>[];
  /** Card texts below the md breakpoint. */
  primaryText: (record: R) => ReactNode;
  secondaryText?: (record: R) => ReactNode;
  /** Where a row leads (the spec's detail URL), or false for lists without a detail. */
  rowClick: ((id: Identifier) => string) | false;
  bulkActionButtons?: ReactElement | false;
  /** Rendered above the list, always (e.g. a quick add form). */
  header?: ReactNode;
  /** DataTable columns. */
  children: ReactNode;
}

/**
 * The list frame of the content and catalogue screens: search and filters, sortable columns with a
 * column chooser, CSV export of the filtered list, page sizes, empty/loading/error states, and cards
 * below the md breakpoint. Filters, sort and page stay in the URL (react-admin's default).
 */
export function ListFrame<R extends RaRecord>(props: ListFrameProps<R>) {
  const { resource, filters, sort, exportColumns, primaryText, secondaryText, rowClick, bulkActionButtons, header, children } =
    props;
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const storeKey = `${resource}.datatable`;
  const seeded = useStartedPage(resource, { sort, perPage: listFramePageSize });
  return (
    <>
      {header}
      <List<R>
        resource={resource}
        filters={filters}
        sort={sort}
        perPage={listFramePageSize}
        queryOptions={seeded ? pageInCache : undefined}
        exporter={false}
        actions={<ListFrameActions storeKey={storeKey} isSmall={isSmall} hasFilters={filters.length > 1} exportColumns={exportColumns} />}
        pagination={<ListPagination />}
        empty={<ListFrameEmpty />}
        error={<ListError />}
        title={translate(`resources.${resource}.name`, { smart_count: 2 })}
      >
        {isSmall ? (
          rowClick === false ? (
            <SimpleList<R> rowClick={false} primaryText={primaryText} secondaryText={secondaryText} />
          ) : (
            <LazyCardList<R> card={{ primary: primaryText, secondary: secondaryText }} href={rowClick} />
          )
        ) : (
          <DataTable<R>
            storeKey={storeKey}
            rowClick={rowClick === false ? false : (id) => rowClick(id)}
            bulkActionButtons={bulkActionButtons ?? false}
            body={SelectableBody}
          >
            {children}
          </DataTable>
        )}
      </List>
    </>
  );
}

interface ListFrameActionsProps {
  storeKey: string;
  isSmall: boolean;
  hasFilters: boolean;
  exportColumns: ExportColumnSpec[];
}

function ListFrameActions({ storeKey, isSmall, hasFilters, exportColumns }: ListFrameActionsProps) {
  return (
    <TopToolbar>
      <ListFrameCreate />
      {hasFilters && <FilterButton />}
      {!isSmall && <ColumnsButton storeKey={storeKey} />}
      <ExportCsvButton columns={exportColumns} />
    </TopToolbar>
  );
}

/** The resource's create screen, at its own URL (the spec's `/add`), when it has one. */
function ListFrameCreate() {
  const { hasCreate } = useResourceDefinition();
  const paths = useResourcePaths();
  return hasCreate ? <CreateButton to={paths.add} /> : null;
}

/** No records at all (no filter set): says so, and offers to create the first one. */
function ListFrameEmpty() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource ?? '' });
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography variant="h6" component="p">
        {translate('ra.page.empty', { name })}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <ListFrameCreate />
      </Box>
    </Box>
  );
}

