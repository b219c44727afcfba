const interactions = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Starts `preload` when the user first interacts with the page, or after `quietMs` and an idle moment
 * of the browser, whichever comes first: off the way to the first screen, yet loaded before it is
 * likely to be needed (and while the network is still there, for a message about losing it).
 */
export function preloadSoon(preload: () => void, quietMs = 3000): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) window.removeEventListener(type, start, true);
    clearTimeout(timer);
    preload();
  };
  for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 0));
  const timer = setTimeout(() => whenIdle(start), quietMs);
}
