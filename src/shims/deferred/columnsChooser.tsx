import { useEffect, useState, type ComponentProps } from 'react';
import { useDataTableStoreContext } from 'ra-core';
import type { ColumnsSelector as RaColumnsSelector, ColumnsSelectorItem as RaColumnsSelectorItem } from 'react-admin';
import { deferredPart } from '../../layout/deferredPart.js';

const load = () => import('./columnsChooserParts.js');

const LoadedColumnsSelector = deferredPart<ComponentProps<typeof RaColumnsSelector>>(() => load().then((module) => module.ColumnsSelector));

/**
 * DataTable's column chooser: the list of columns (with a search field and switches) that
 * react-admin draws into the "Columns" button's menu, hidden until that menu opens. Loaded when the
 * table first shows rows, not before them. Build only: see build/deferredParts.ts.
 *
 * react-admin's chooser looks for the menu's element for half a second after it mounts, then never
 * again; the list's toolbar (which holds the button, and so the menu) arrives in its own chunk, and
 * on a busy machine after that half second: the menu then opened empty. So the chooser is drawn
 * only once the menu's element is in the page, and drawn anew if the toolbar is drawn anew.
 */
export function ColumnsSelector(props: ComponentProps<typeof RaColumnsSelector>) {
  const { storeKey } = useDataTableStoreContext();
  const menu = useBodyElement(`${storeKey}-columnsSelector`);
  return menu ? <LoadedColumnsSelector key={keyOf(menu)} {...props} /> : null;
}

/** One column's switch in the chooser (DataTable.Col draws it there). */
export const ColumnsSelectorItem = deferredPart<ComponentProps<typeof RaColumnsSelectorItem>>(() =>
  load().then((module) => module.ColumnsSelectorItem),
);

/**
 * The element with this id, followed as elements come and go at the top of the page (where MUI puts
 * a menu's popover, kept mounted while closed).
 */
function useBodyElement(id: string): HTMLElement | null {
  const [element, setElement] = useState(() => document.getElementById(id));
  useEffect(() => {
    const follow = () => setElement(document.getElementById(id));
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [id]);
  return element;
}

const keys = new WeakMap<HTMLElement, number>();
let nextKey = 0;

function keyOf(element: HTMLElement): number {
  let key = keys.get(element);
  if (key === undefined) {
    key = nextKey++;
    keys.set(element, key);
  }
  return key;
}
