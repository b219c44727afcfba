import { lazy, Suspense, type ComponentType } from 'react';
import type { FilterProps } from './filterProps';

/** A filter input loaded when first shown: for the few that need react-admin's autocomplete and its form library. */
export function lazyFilter<P extends FilterProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Input = lazy(async () => ({ default: await load() }));
  return function LazyFilter(props: P) {
    return (
      <Suspense fallback={null}>
        <Input {...props} />
      </Suspense>
    );
  };
}
