import { useState } from 'react';
import { Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import type { SavedView } from '../../../../contract/views';
import type { AppDataProvider } from '../../../dataProvider/createDataProvider';
import { apiErrorText } from '../../../i18n/apiErrorText';
import type { CurrentView } from './currentView';
import { ViewDialog, type ViewValues } from './ViewDialog';
import { useViewName } from './viewLink';
import { listShapeOf, viewQueryOf } from './viewQuery';

interface ViewsMenuProps {
  resource: string;
  storeKey: string;
  anchor: HTMLElement;
  onClose: () => void;
  current: CurrentView | null;
  onCurrent: (view: CurrentView | null) => void;
}

/**
 * A list's saved views (server/views/savedViews.ts): the reader's own and the shared ones, each
 * opening the list as it was saved (filters, search, sort, page size, hidden columns); saving the
 * list as a new view; and for the view the list came from, saving what changed into it, renaming,
 * sharing and removing it, where the reader may.
 */
export function ViewsMenu({ resource, storeKey, anchor, onClose, current, onCurrent }: ViewsMenuProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const list = useListContext();
  const [hiddenColumns, setHiddenColumns] = useStore<string[]>(storeKey, []);
  const [dialog, setDialog] = useState<'create' | 'edit' | 'remove' | null>(null);
  const queryKey = ['views', resource];
  const { data: views = [], isPending } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await dataProvider.call<{ items: SavedView[] }>('views', 'list', { query: { resource }, signal })).data.items,
  });
  const nameOf = useViewName();
  const chosen = current ? views.find((view) => view.id === current.id) : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['views'] });
  const failed = (error: unknown) => notify(apiErrorText(error, translate), { type: 'error' });

  const open = (view: SavedView) => {
    const shape = listShapeOf(view.query);
    list.setFilters(shape.filter, Object.fromEntries(Object.keys(shape.filter).map((name) => [name, true])), false);
    if (shape.sort) list.setSort(shape.sort);
    if (shape.perPage) list.setPerPage(shape.perPage);
    if (view.hiddenColumns) setHiddenColumns(view.hiddenColumns);
    onCurrent({ id: view.id, name: nameOf(view) });
    onClose();
  };
  const shown = () => ({ query: viewQueryOf({ filter: list.filterValues, sort: list.sort, perPage: list.perPage }), hiddenColumns });

  const create = async (values: ViewValues) => {
    const { data } = await dataProvider.call<SavedView>('views', 'create', { data: { resource, ...values, ...shown() } });
    await refresh();
    onCurrent({ id: data.id, name: nameOf(data) });
    notify('app.views.saved', { type: 'info', messageArgs: { name: data.name } });
  };
  const change = async (view: SavedView, changes: Record<string, unknown>) => {
    const { data } = await dataProvider.call<SavedView>('views', 'update', { id: view.id, data: changes, headers: { 'if-match': `"${view.updatedAt}"` } });
    await refresh();
    onCurrent({ id: data.id, name: nameOf(data) });
    notify('app.views.saved', { type: 'info', messageArgs: { name: nameOf(data) } });
  };
  const remove = async (view: SavedView) => {
    try {
      await dataProvider.call('views', 'remove', { id: view.id });
      await refresh();
      onCurrent(null);
      notify('app.views.removed', { type: 'info', messageArgs: { name: nameOf(view) } });
    } catch (error) {
      failed(error);
    }
    onClose();
  };

  return (
    <>
      <Menu anchorEl={anchor} open={dialog === null} onClose={onClose} slotProps={{ list: { 'aria-label': translate('app.views.button') } }}>
        {isPending && <MenuItem disabled>{translate('ra.page.loading')}</MenuItem>}
        {!isPending && views.length === 0 && <MenuItem disabled>{translate('app.views.none')}</MenuItem>}
        {views.map((view) => (
          <MenuItem key={view.id} selected={view.id === current?.id} onClick={() => open(view)}>
            <ListItemText primary={nameOf(view)} secondary={view.shared ? translate('app.views.sharedBy', { name: view.ownerName }) : translate('app.views.private')} />
          </MenuItem>
        ))}
        <Divider />
        {chosen?.mayChange && (
          <MenuItem
            onClick={() => {
              onClose();
              change(chosen, shown()).catch(failed);
            }}
          >
            {translate('app.views.saveChanges', { name: nameOf(chosen) })}
          </MenuItem>
        )}
        <MenuItem onClick={() => setDialog('create')}>{translate(chosen ? 'app.views.saveAsNew' : 'app.views.save')}</MenuItem>
        {chosen?.mayChange && <MenuItem onClick={() => setDialog('edit')}>{translate('app.views.rename')}</MenuItem>}
        {chosen?.mayChange && <MenuItem onClick={() => setDialog('remove')}>{translate('app.views.remove')}</MenuItem>}
      </Menu>
      {dialog === 'create' && <ViewDialog title="app.views.save" initial={{ name: '', shared: false, pinned: false }} onSave={create} onClose={onClose} />}
      {dialog === 'edit' && chosen && (
        <ViewDialog title="app.views.rename" initial={{ name: nameOf(chosen), shared: chosen.shared, pinned: chosen.pinned }} onSave={(values) => change(chosen, { ...values })} onClose={onClose} />
      )}
      {dialog === 'remove' && chosen && (
        <Confirm
          isOpen
          title="app.views.removeTitle"
          content="app.views.removeConfirm"
          translateOptions={{ name: nameOf(chosen) }}
          onConfirm={() => remove(chosen)}
          onClose={onClose}
        />
      )}
    </>
  );
}
