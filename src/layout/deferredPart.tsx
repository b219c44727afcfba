import type { ComponentType } from 'react';
import { lazyWith, type LazyPart } from './lazyLoad.js';

const Nothing = () => null;

/**
 * A library part loaded on its first render. It draws nothing while its code loads, and nothing if
 * the code cannot be loaded (a tooltip or a closed dialog must not take the screen down with it).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return lazyWith({ Loading: Nothing, Failed: Nothing }, load);
}
