import type { ComponentType } from 'react';
import { lazyWith, type LoadStates, type LazyPart } from './lazyLoad.js';

const Nothing = () => null;

/**
 * A library part loaded on its first render. It draws nothing while its code loads, and by default
 * nothing if the code cannot be loaded (a tooltip or a closed dialog must not take the screen down
 * with it); its next render, or the network coming back, tries again.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, Failed: LoadStates['Failed'] = Nothing): LazyPart<P> {
  return lazyWith({ Loading: Nothing, Failed }, load);
}
