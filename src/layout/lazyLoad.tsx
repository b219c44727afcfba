import { Component, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ChunkLoadTimeoutError, withLoadTimeout } from './loadTimeout.js';
import { useWhenBackOnline } from './useWhenBackOnline.js';

/** How a lazily loaded part looks while it loads and when its code could not be loaded. */
export interface LoadStates {
  Loading: ComponentType;
  /**
   * `retry` loads the code again (a failed load is forgotten, so the next render or preload also
   * tries again); the network coming back retries by itself.
   */
  Failed: ComponentType<{ timedOut: boolean; retry: () => void }>;
}

/** A part's failure state, which loads the code again by itself once the network is back. */
function FailedUntilBackOnline({ Failed, timedOut, retry }: { Failed: LoadStates['Failed']; timedOut: boolean; retry: () => void }) {
  useWhenBackOnline(retry);
  return <Failed timedOut={timedOut} retry={retry} />;
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
    const { error } = this.state;
    return error ? <FailedUntilBackOnline Failed={Failed} timedOut={error instanceof ChunkLoadTimeoutError} retry={() => this.setState({ error: null })} /> : children;
  }
}

export interface LazyOptions {
  /**
   * Its first render shows `Loading` even when the code has already arrived, and the part replaces it
   * in a transition. For the part the entry renders first (the admin): on a slow processor the admin's
   * code is often in before React first renders, and the page would otherwise stay blank until the
   * whole admin had rendered, seconds later (docs/performance.md, "The entry paints first").
   */
  loadingOnFirstRender?: boolean;
}

/**
 * A component loaded on first use, in its own chunk, with the 120 s load timeout. The admin's screens
 * (lazyScreen) and the bare pages (lazyBarePage) differ only in how loading and failure look.
 *
 * Not React.lazy with Suspense: React reveals what replaces a Suspense fallback no sooner than 300 ms
 * after the previous fallback appeared, so a cold load that went through the admin's loading page
 * and then a screen's waited that long twice over. Here the loading state is plain state and the
 * part replaces it in a transition (rendered in slices, never held back); code that has already
 * arrived (a preload) renders at once, in the same pass as what contains it.
 */
export function lazyWith<P extends object>(states: LoadStates, load: () => Promise<ComponentType<P>>, options: LazyOptions = {}): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  let loadingFirst = options.loadingOnFirstRender ?? false;
  const start = () =>
    (loading ??= withLoadTimeout(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const { Loading, Failed } = states;
  function LazyLoaded(props: P) {
    const [state, setState] = useState<PartState<P>>(() => {
      if (loaded && !loadingFirst) return { Part: loaded };
      start().catch(() => undefined);
      return {};
    });
    useEffect(() => {
      loadingFirst = false;
      if (state.Part || state.error) return;
      let mounted = true;
      start().then(
        (Part) => mounted && startTransition(() => setState({ Part })),
        (error: unknown) => mounted && setState({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [state]);
    const { Part, error } = state;
    const retry = () => setState({});
    return (
      <LoadBoundary Failed={Failed}>
        {error ? <FailedUntilBackOnline Failed={Failed} timedOut={error instanceof ChunkLoadTimeoutError} retry={retry} /> : Part ? <Part {...props} /> : <Loading />}
      </LoadBoundary>
    );
  }
  // A failed preload is tried again when the part renders; here it is only started.
  LazyLoaded.preload = () => void start().catch(() => undefined);
  return LazyLoaded;
}

interface PartState<P extends object> {
  Part?: ComponentType<P>;
  error?: unknown;
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
