import type { ComponentType } from 'react';
import { breakpoints } from '../../../layout/breakpoints';

/** The cards the people lists show instead of the table below the md breakpoint (LazyCardList). */
export const loadCardList = () => import('./CardList');

export const isNarrowScreen = () => typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${breakpoints.md - 0.05}px)`).matches === true;

/**
 * A people list screen's loader: its code, and on a narrow screen its cards too, requested together
 * rather than the cards once the list has arrived and rendered.
 */
export function peopleScreen(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return () => {
    if (isNarrowScreen()) loadCardList().catch(() => undefined);
    return load();
  };
}
