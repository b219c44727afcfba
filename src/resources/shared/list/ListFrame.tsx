import { Children, isValidElement, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  DataTable,
  ListBase,
  Loading,
  Offline,
  Title,
  useCanAccess,
  useListContext,
  useResourceDefinition,
  useTranslate,
  type DataTableColumnProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { useStartedPage } from '../../../firstScreen/startedPage';
import type { ListColumn, ListDefaults } from '../../listStart';
import type { CardTexts } from '../people/CardList';
import type { SortField } from '../people/CardSort';
import { LazyCardList } from '../people/LazyCardList';
import { ListError } from '../people/ListError';
import { listClasses } from '../people/listClasses';
import type { DeferredToolbar } from './listTools';
import { ListPagination } from '../people/ListPagination';
import { useResourcePaths } from '../../useResourcePaths';
import { hiddenUntilSelected } from './bulkToolbar';
import { LinkedRowsBody, RowHrefContext } from './RowLinks';
import { useMayRunAny } from './useMayRunAny';
import { useRememberFirstScreen } from './useRememberFirstScreen';
import { useRememberListOrder } from './useRememberListOrder';
import { tableStoreKey } from './tableStoreKey';
import { deferredPart } from '../../../layout/deferredPart';

/**
 * The ways to the list's import and trash, where it has them (kit/listPlaces.tsx): below the list, so that
 * they move no row when they arrive, loaded after it as they are seldom the first thing used.
 */
const ListPlaces = deferredPart(() => import('../../kit/listPlaces').then((m) => m.ListPlaces));

export type { CardTexts };

export { collapsedBulkActionsClass } from './bulkToolbar';

export interface ListFrameProps<R extends RaRecord> {
  resource: string;
  /** The filter bar and actions, from `deferredToolbar()` with the list's filters and CSV export. */
  toolbar: DeferredToolbar;
  /** The first page's sort, size and filters: the list's `listView.ts`, which the entry reads too. */
  defaults: ListDefaults;
  /** The text of each card on narrow screens (below md). */
  card: CardTexts<R>;
  /** Rows open the record's detail URL; `false` for a list edited in place (the rows are no links). */
  rowClick?: false;
  /**
   * Buttons for the selected rows or cards. Without them, or for someone allowed none of
   * `bulkAccess`, the rows and cards have no check boxes.
   */
  bulkActions?: ReactNode;
  /**
   * The actions (canAccess names) behind `bulkActions`: selection shows to someone allowed one of
   * them. Update and delete by default (a bulk status change is an update).
   */
  bulkAccess?: readonly string[];
  /** Shown above the list, also while it is empty (a quick-add form). */
  header?: ReactNode;
  /** The app bar's title, when the resource's plural name is not the list's name (a trash). */
  title?: string;
  /** Shown instead of the list while it holds no record at all; by default "No <names> yet" with Create. */
  empty?: ReactNode;
  /**
   * The table's columns as the list describes them (its listView.ts, a declaration), which the entry
   * draws the next cold load's first page with: the frame remembers their texts as shown.
   */
  described?: readonly ListColumn[];
  /** DataTable columns. */
  children: ReactNode;
}

/**
 * The one list frame of the admin: search and filters, sortable columns with a column chooser, CSV
 * export of the filtered list, page sizes, empty/loading/error states, rows opening the spec's
 * detail URL (a click on the row, or the link of its first column for the keyboard: RowLinks.tsx),
 * cards instead of the table below the md breakpoint (with the table's sort and selection), and
 * Create where the resource has an add screen the signed-in person may use. Filters, sort and page stay in the URL (react-admin's
 * default). It is react-admin's List without its toolbar in the first bundle: the rows render as
 * soon as they arrive, the filter bar and actions as soon as their chunk does (requested at the
 * same time).
 */
export function ListFrame<R extends RaRecord>(props: ListFrameProps<R>) {
  const { resource, toolbar: Toolbar, defaults, card, rowClick, bulkActions, bulkAccess = updateOrDelete, header, title, empty, described, children } = props;
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const paths = useResourcePaths(resource);
  const { hasCreate } = useResourceDefinition({ resource });
  const href = rowClick === false ? undefined : (id: Identifier) => paths.detail(id);
  const storeKey = tableStoreKey(resource);
  // When the stored session already answers react-admin's checks, the rows are requested at once
  // instead of after two asynchronous checks; otherwise ListBase runs them (and redirects) as usual.
  // The server checks every call either way.
  const [checked] = useState(() => allowedNow(resource, 'list'));
  // Create shows at once when the stored session allows it, else once react-admin's check says so.
  const { canAccess: mayCreate } = useCanAccess({ resource, action: 'create' });
  const addPath = hasCreate && (allowedNow(resource, 'create') || mayCreate) ? paths.add : undefined;
  const seeded = useStartedPage(resource, defaults);
  // The server checks each bulk call too; this only spares a person boxes that lead to no action.
  const maySelect = useMayRunAny(resource, bulkAccess);
  const selectionActions = bulkActions && maySelect ? bulkActions : undefined;
  return (
    <>
      {header}
      <ListBase<R>
        resource={resource}
        sort={defaults.sort}
        perPage={defaults.perPage}
        filterDefaultValues={defaults.filter}
        disableAuthentication={checked}
        queryOptions={seeded ? seededQuery : ownErrorState}
        authLoading={<Loading />}
        offline={false}
      >
        <ListFrameView
          toolbar={<Toolbar storeKey={storeKey} isSmall={isSmall} addPath={addPath} />}
          title={title}
          empty={empty ?? <ListFrameEmpty addPath={addPath} />}
          described={described}
        >
          {isSmall ? (
            <LazyCardList<R> card={card} href={href} bulkActions={selectionActions} sortFields={sortFieldsOf(resource, children)} />
          ) : (
            <RowHrefContext.Provider value={href}>
              <DataTable<R> storeKey={storeKey} rowClick={href ?? false} bulkActionButtons={selectionActions ?? false} body={LinkedRowsBody} sx={hiddenUntilSelected}>
                {children}
              </DataTable>
            </RowHrefContext.Provider>
          )}
        </ListFrameView>
      </ListBase>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <ListPlaces resource={resource} />
      </Box>
    </>
  );
}

const updateOrDelete = ['update', 'delete'] as const;

/** The table's sortable columns (a `source`, sorting not turned off), for the cards' sort. */
function sortFieldsOf(resource: string, columns: ReactNode): SortField[] {
  return Children.toArray(columns).flatMap((column) => {
    if (!isValidElement<DataTableColumnProps>(column)) return [];
    const { source, label, disableSort } = column.props;
    if (!source || disableSort) return [];
    return [{ source, label: typeof label === 'string' ? label : `resources.${resource}.fields.${source}` }];
  });
}

/**
 * A failed load shows in the list, with its reason and a Retry (ListError), so react-admin's own
 * message about it is not sent as well: those messages queue, each for 4 s, and a network drop
 * left several of them stale in front of what the admin did next.
 */
const ownErrorState = { onError: () => undefined } as const;

/** The first page the entry requested is in the cache already (useStartedPage). */
const seededQuery = { ...ownErrorState, refetchOnMount: false } as const;

const frameStyles = {
  display: 'flex',
  // No wider than the screen allows (Layout.tsx): a wide table scrolls in its own box, under a toolbar in view.
  [`& .${listClasses.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column', minWidth: 0 },
  [`& .${listClasses.content}`]: { position: 'relative', overflow: 'inherit', boxShadow: { xs: 'none', sm: undefined } },
  [`& .${listClasses.noResults}`]: { flex: 1 },
} as const;

/** react-admin's ListView, minus the parts this frame does not use (aside, custom render). */
function ListFrameView({ toolbar, title, empty, described, children }: { toolbar: ReactNode; title: string | undefined; empty: ReactNode; described: readonly ListColumn[] | undefined; children: ReactNode }) {
  const { defaultTitle, error, isPaused, isPending, isPlaceholderData, filterValues, resource, total } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  const showEmpty = !error && !isPending && total === 0 && Object.keys(filterValues).length === 0;
  const frame = useRef<HTMLDivElement>(null);
  useRememberFirstScreen(frame, described);
  useRememberListOrder();
  return (
    <Box className="list-page" sx={frameStyles} ref={frame}>
      <Title title={title} defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />
      {showEmpty ? (
        <div className={listClasses.noResults}>{empty}</div>
      ) : (
        <div className={listClasses.main}>
          {toolbar}
          <Card className={listClasses.content}>{offline ? <Offline /> : error ? <ListError /> : children}</Card>
          <ListPagination />
        </div>
      )}
    </Box>
  );
}

/** No records at all (no filter set): say so, and offer to add one where adding exists. */
function ListFrameEmpty({ addPath }: { addPath?: string | undefined }) {
  const translate = useTranslate();
  const { resource } = useListContext();
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
