import type { ComponentType } from 'react';
import { LoadFailed } from './LoadFailed.js';
import { lazyWith, type LazyPart } from './lazyLoad.js';
import { ScreenLoading } from './ScreenLoading.js';

/**
 * A screen loaded on first use, in its own chunk. A chunk that fails or times out shows an error
 * with a reload action (never a blank page). Usage, with named exports:
 * `list: lazyScreen(() => import('./UserList.js').then((m) => m.UserList))`.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return lazyWith({ Loading: ScreenLoading, Failed: LoadFailed }, load);
}
