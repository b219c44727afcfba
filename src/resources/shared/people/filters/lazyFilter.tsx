import type { ComponentType } from 'react';
import { deferredPart } from '../../../../layout/deferredPart';
import type { FilterProps } from './filterProps';

/** A filter input loaded when first shown: for those that need react-admin's autocomplete and its form library, and those no list shows before it is added (dates). */
export function lazyFilter<P extends FilterProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return deferredPart(load);
}
