import { useBasename, useStoreContext, useTranslate } from 'react-admin';
import type { SavedView } from '../../../../contract/views';
import { listShowing, resourcePaths } from '../../paths';
import { registeredPatterns } from '../../useResourcePaths';
import { tableStoreKey } from '../list/tableStoreKey';
import { rememberCurrentView } from './currentView';
import { listShapeOf } from './viewQuery';

/** A saved view's name as the reader reads it: a shipped view's in their language. */
export function useViewName(): (view: SavedView) => string {
  const translate = useTranslate();
  return (view) => (view.shippedKey ? translate(`app.views.shipped.${view.shippedKey}`, { _: view.name }) : view.name);
}

export interface ViewLink {
  name: string;
  /** The view's list with its filters, search, sort and page size in the address. */
  to: string;
  /** What the address cannot carry, kept as the link is followed: the view the list came from and the columns it hides. */
  onOpen: () => void;
}

/** How a saved view opens from outside its list (the main menu, the command palette). */
export function useViewLinks(): (view: SavedView) => ViewLink {
  const basename = useBasename();
  const store = useStoreContext();
  const nameOf = useViewName();
  return (view) => {
    const name = nameOf(view);
    const list = resourcePaths(view.resource, registeredPatterns()[view.resource]!, basename).list;
    return {
      name,
      to: listShowing(list, listShapeOf(view.query)),
      onOpen: () => {
        rememberCurrentView(view.resource, { id: view.id, name });
        if (view.hiddenColumns) store.setItem(tableStoreKey(view.resource), view.hiddenColumns);
      },
    };
  };
}
