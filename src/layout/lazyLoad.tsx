import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ChunkLoadTimeoutError, withLoadTimeout } from './loadTimeout.js';

/** How a lazily loaded part looks while it loads and when its code could not be loaded. */
export interface LoadStates {
  Loading: ComponentType;
  Failed: ComponentType<{ timedOut: boolean }>;
}

interface BoundaryProps {
  Failed: LoadStates['Failed'];
  children: ReactNode;
}

/** Catches a part whose code failed to load and shows `Failed` (with a reload) instead of a blank page. */
export class LoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { Failed, children } = this.props;
    return this.state.error ? <Failed timedOut={this.state.error instanceof ChunkLoadTimeoutError} /> : children;
  }
}

/**
 * A component loaded on first use, in its own chunk, with the 120 s load timeout. The admin's screens
 * (lazyScreen) and the bare pages (lazyBarePage) differ only in how loading and failure look.
 */
export function lazyWith<P extends object>(states: LoadStates, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= withLoadTimeout(load));
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => start().then((component) => ({ default: component })));
  const { Loading, Failed } = states;
  function LazyLoaded(props: P) {
    return (
      <LoadBoundary Failed={Failed}>
        <Suspense fallback={<Loading />}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  // A failed preload is shown (with its reload) when the part renders; here it is only started.
  LazyLoaded.preload = () => void start().catch(() => undefined);
  return LazyLoaded;
}

/** A lazily loaded part whose code can be requested before it renders (see `preload`). */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the code now, e.g. while what renders it still loads; React uses the same request. */
  preload: () => void;
};

/** Starts loading a screen's code if it is a lazily loaded part; does nothing otherwise. */
export function preload(part: ComponentType | undefined): void {
  if (part && 'preload' in part && typeof part.preload === 'function') part.preload();
}
