import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { breakpoints } from '../../../layout/breakpoints';
import { lazyWith } from '../../../layout/lazyLoad';
import { LoadFailed } from '../../../layout/LoadErrorBoundary';
import { ScreenLoading } from '../../../layout/ScreenLoading';
import type { CardListProps } from './CardList';

const Cards = lazyWith({ Loading: ScreenLoading, Failed: LoadFailed }, () => import('./CardList').then((module) => module.CardList<RaRecord>));

/**
 * The cards shown instead of the table below the md breakpoint, loaded only there: the table's
 * screen does not carry them (docs/performance.md).
 */
export const LazyCardList = Cards as unknown as <R extends RaRecord>(props: CardListProps<R>) => ReactElement;

// On a narrow screen the cards are what the list shows: request them with the list's own code, not
// after its first render.
if (typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${breakpoints.md - 0.05}px)`).matches) Cards.preload();
