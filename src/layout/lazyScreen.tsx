import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadErrorBoundary } from './LoadErrorBoundary.js';
import { withLoadTimeout } from './loadTimeout.js';
import { ScreenLoading } from './ScreenLoading.js';

/**
 * A screen loaded on first use, in its own chunk. A chunk that fails or times out shows an error
 * with a reload action (never a blank page). Usage, with named exports:
 * `list: lazyScreen(() => import('./LanguageList.js').then((m) => m.LanguageList))`.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    withLoadTimeout(load).then((component) => ({ default: component })),
  );
  function LazyScreen(props: P) {
    return (
      <LoadErrorBoundary>
        <Suspense fallback={<ScreenLoading />}>
          <Lazy {...props} />
        </Suspense>
      </LoadErrorBoundary>
    );
  }
  return LazyScreen;
}
