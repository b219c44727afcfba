import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The height a list's toolbar (its filters and actions) last took, in one language, at the width it
 * was drawn at. How many lines it takes depends on its labels' lengths in that language, its filters
 * and the width, so nothing short of drawing it can tell; the admin writes it when the toolbar first
 * shows (src/resources/shared/list/ListToolbar.tsx), and what holds the toolbar's place before it
 * arrives reads it (the list's placeholder, src/resources/shared/list/toolbarPlace.tsx, and the first
 * screen, FirstListPreview.tsx), so that the rows below do not move when it comes.
 */
interface Drawn {
  width: number;
  height: number;
}

const storageKey = (resource: string, locale: string) => `tutorAdmin.toolbarHeight.${resource}.${locale}`;

/** Widths closer than this lay the toolbar out alike (a scroll bar's difference). */
const SAME_WIDTH_PX = 20;

export function rememberToolbarHeight(resource: string, locale: string, drawn: Drawn): void {
  try {
    localStorage.setItem(storageKey(resource, locale), JSON.stringify({ width: Math.round(drawn.width), height: Math.round(drawn.height) }));
  } catch {
    // No storage (private mode, full): the place held is the default one.
  }
}

/** The height last drawn at about this width, or undefined (another width, never drawn, unreadable). */
export function rememberedToolbarHeight(resource: string, locale: string, width: number): number | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(resource, locale)) ?? 'null') as Partial<Drawn> | null;
    const fits = typeof value?.width === 'number' && typeof value.height === 'number' && Math.abs(value.width - width) <= SAME_WIDTH_PX;
    return fits ? value.height : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For an element holding the toolbar's place: the height remembered at the width it is laid out at,
 * read before the browser paints (undefined: nothing remembered, the caller's default applies).
 */
export function useRememberedToolbarHeight<E extends HTMLElement>(resource: string, locale: string): { place: RefObject<E | null>; height: number | undefined } {
  const place = useRef<E>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const width = place.current?.getBoundingClientRect().width;
    if (width) setHeight(rememberedToolbarHeight(resource, locale, width));
  }, [resource, locale]);
  return { place, height };
}
