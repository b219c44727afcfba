import type { ComponentType } from 'react';
import { lazyWith, type LoadStates, type LazyPart } from './lazyLoad.js';
import { useWhenBackOnline } from './useWhenBackOnline.js';

const Nothing = () => null;

/** Draws nothing, and loads the part's code again once the network is back. */
function NothingUntilBackOnline({ retry }: { retry: () => void }) {
  useWhenBackOnline(retry);
  return null;
}

/**
 * A library part loaded on its first render. It draws nothing while its code loads, and by default
 * nothing if the code cannot be loaded (a tooltip or a closed dialog must not take the screen down
 * with it); its next render, or the network coming back, tries again.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, Failed: LoadStates['Failed'] = NothingUntilBackOnline): LazyPart<P> {
  return lazyWith({ Loading: Nothing, Failed }, load);
}
