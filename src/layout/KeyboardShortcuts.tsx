import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deferredPart } from './deferredPart.js';
import { shortcutReader } from './shortcutReader.js';
import { shortcutAttribute } from './shortcuts.js';
import { useGoToShortcuts } from './useGoToShortcuts.js';

/** The list of shortcuts: its code loads when it is first asked for. */
const ShortcutsDialog = deferredPart(() => import('./ShortcutsDialog.js').then((module) => module.ShortcutsDialog));

type Run = (event: KeyboardEvent) => void;

/** What each field shown that names its shortcut does when it is typed: the list's search box's "/" puts the cursor in it. */
function fieldShortcuts(): [string, Run][] {
  return Array.from(document.querySelectorAll<HTMLElement>(`[${shortcutAttribute}]`))
    .filter((field) => field.getClientRects().length > 0)
    .map((field) => [
      field.getAttribute(shortcutAttribute)!,
      (event) => {
        event.preventDefault();
        field.focus();
      },
    ]);
}

/**
 * The admin's keyboard shortcuts: `g` then a key opens the dashboard or a list the person may open,
 * a field that names its keys (`data-shortcut`: the list's search box's `/`) takes the cursor, and
 * `?` lists them all. None fires while typing in a field, nor with Ctrl, Alt or Meta (./shortcutReader.ts).
 */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const goTos = useGoToShortcuts();
  const screens = useRef<[string, Run][]>([]);
  useEffect(() => {
    screens.current = goTos.map(({ keys, path }) => [keys.join(' '), () => navigate(path)]);
  }, [goTos, navigate]);
  useEffect(() => {
    const read = shortcutReader(() => new Map([...fieldShortcuts(), ...screens.current, ['?', () => setOpen(true)]]));
    document.addEventListener('keydown', read);
    return () => document.removeEventListener('keydown', read);
  }, []);
  return open ? <ShortcutsDialog onClose={() => setOpen(false)} /> : null;
}
