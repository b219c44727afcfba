import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { lazyWith } from '../../../layout/lazyLoad';
import { LoadFailed } from '../../../layout/LoadFailed';
import { ScreenLoading } from '../../../layout/ScreenLoading';
import type { CardListProps } from './CardList';
import { isNarrowScreen, loadCardList } from './peopleScreen';

const Cards = lazyWith({ Loading: ScreenLoading, Failed: LoadFailed }, () => loadCardList().then((module) => module.CardList<RaRecord>));

/**
 * The cards shown instead of the table below the md breakpoint, loaded only there: the table's
 * screen does not carry them (docs/performance.md).
 */
export const LazyCardList = Cards as unknown as <R extends RaRecord>(props: CardListProps<R>) => ReactElement;

// On a narrow screen the cards are what the list shows: request them with the list's own code, not
// after its first render.
if (isNarrowScreen()) Cards.preload();
