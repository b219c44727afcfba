import { useLayoutEffect, type RefObject } from 'react';
import { useListContext, useLocaleState } from 'react-admin';
import { rememberToolbarHeight } from '../../../firstScreen/toolbarHeight';

/**
 * Remembers the toolbar's height as it is first drawn (before filters are added to it by hand), for
 * what holds its place next time (./toolbarPlace.tsx). Apart from the placeholder's module: that one
 * is drawn with the rows, this one with the toolbar (build/chunkGroups.ts).
 */
export function useRememberToolbarHeight(toolbar: RefObject<HTMLElement | null>): void {
  const { resource } = useListContext();
  const [locale] = useLocaleState();
  useLayoutEffect(() => {
    const drawn = toolbar.current?.getBoundingClientRect();
    if (drawn?.width) rememberToolbarHeight(resource, locale, drawn);
  }, [toolbar, resource, locale]);
}
