import { lazyFilter } from './lazyFilter';

/**
 * A day filter (./DateFilterInput.tsx), loaded when first shown: no list shows one before it is added
 * from the filter menu, so the first screen's filter bar does without its code.
 */
export const DateFilter = lazyFilter(() => import('./DateFilterInput').then((module) => module.DateFilterInput));
