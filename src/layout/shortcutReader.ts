/** The elements a key press in which is typing, not a shortcut. */
const fields = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

const inDialog = (event: KeyboardEvent) => event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;

/**
 * Whether a key press is something else than a shortcut: typing in a field, in a dialog (which
 * keeps the focus), a key with Ctrl, Alt or Meta (the browser's and the system's own shortcuts), a
 * key that types no character (Shift, Tab, arrows), or part of a composed character.
 */
export function isNoShortcut(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.key.length !== 1 || inDialog(event) || Boolean(target?.closest(fields));
}

/**
 * A key pressed with Ctrl (⌘ on a Mac), as `aria-keyshortcuts` writes it ("Control+Enter"): such a
 * shortcut works while typing in a field too, but not in a dialog.
 */
export function chordOf(event: KeyboardEvent): string | undefined {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !event.isComposing && !inDialog(event) ? `Control+${event.key}` : undefined;
}

/** How long a key of a shortcut of several (`g` then `t`) waits for the next. */
const NEXT_KEY_MS = 1000;

/**
 * A keydown handler that reads shortcuts: keys typed in turn outside fields, written as in
 * `aria-keyshortcuts` ("g t", "?"), and keys pressed with Ctrl ("Control+Enter", ./chordOf).
 * `shortcutsNow` answers the shortcuts in force at each press and what each does; a key that
 * continues no shortcut starts again from itself.
 */
export function shortcutReader(shortcutsNow: () => ReadonlyMap<string, (event: KeyboardEvent) => void>): (event: KeyboardEvent) => void {
  let typed: string[] = [];
  let lastAt = -Infinity;
  return (event) => {
    const chord = chordOf(event);
    if (chord) {
      typed = [];
      shortcutsNow().get(chord)?.(event);
      return;
    }
    if (isNoShortcut(event)) return;
    if (event.timeStamp - lastAt > NEXT_KEY_MS) typed = [];
    lastAt = event.timeStamp;
    typed = [...typed, event.key];
    const shortcuts = shortcutsNow();
    for (let start = 0; start < typed.length; start += 1) {
      const keys = typed.slice(start).join(' ');
      const run = shortcuts.get(keys);
      if (run) {
        typed = [];
        run(event);
        return;
      }
      if ([...shortcuts.keys()].some((shortcut) => shortcut.startsWith(`${keys} `))) {
        typed = typed.slice(start);
        return;
      }
    }
    typed = [];
  };
}
