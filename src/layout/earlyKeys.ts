/*
 * The keyboard shortcuts' code loads beside the first screen, not in front of it (./Layout.tsx). Keys
 * typed before it has arrived are kept here and handed to it when it does, so that a shortcut typed as
 * soon as the screen shows still works.
 */

let kept: KeyboardEvent[] | undefined;
const keep = (event: KeyboardEvent) => kept?.push(event);

/** Starts keeping the keys typed, until the shortcuts take them (called as the layout draws; again, it does nothing). */
export function keepEarlyKeys(): void {
  if (kept) return;
  kept = [];
  document.addEventListener('keydown', keep);
}

/** Stops keeping keys, and answers those typed meanwhile, oldest first. */
export function takeEarlyKeys(): KeyboardEvent[] {
  document.removeEventListener('keydown', keep);
  const typed = kept ?? [];
  kept = undefined;
  return typed;
}
