import { preload } from '../layout/lazyLoad.js';
import { resourceRegistry } from './registry.js';

/**
 * A resource's list opened directly (/admin/<name>): its screen's code is requested as soon as the
 * admin's code runs, in parallel with the layout's first render, instead of after it.
 */
export function preloadListFor(pathname: string): void {
  const name = /^\/admin\/([^/]+)\/?$/.exec(pathname)?.[1];
  preload(resourceRegistry.find((resource) => resource.name === name)?.list);
}
