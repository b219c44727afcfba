import { vi } from 'vitest';

/** Stubs `window.matchMedia`: a query matches when `matches(query)` says so (undo with vi.unstubAllGlobals). */
export function stubMediaQueries(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
