import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListSteps } from '../resources/shared/list/useListSteps.js';
import { deferredPart } from './deferredPart.js';
import { takeEarlyKeys } from './earlyKeys.js';
import { shortcutReader } from './shortcutReader.js';
import { nextRecordKeys, previousRecordKeys, shortcutAttribute } from './shortcuts.js';
import { useGoToShortcuts } from './useGoToShortcuts.js';

/** The list of shortcuts: its code loads when it is first asked for. */
const ShortcutsDialog = deferredPart(() => import('./ShortcutsDialog.js').then((module) => module.ShortcutsDialog));

type Run = (event: KeyboardEvent) => void;

/**
 * What each control shown that names its shortcut does when it is typed: a field takes the cursor
 * (the list's search box's "/"), a button is pressed ("save and next").
 */
function controlShortcuts(): [string, Run][] {
  return Array.from(document.querySelectorAll<HTMLElement>(`[${shortcutAttribute}]`))
    .filter((control) => control.getClientRects().length > 0 && !control.matches(':disabled'))
    .map((control) => [
      control.getAttribute(shortcutAttribute)!,
      (event) => {
        event.preventDefault();
        if (control instanceof HTMLButtonElement) control.click();
        else control.focus();
      },
    ]);
}

/**
 * The admin's keyboard shortcuts: `g` then a key opens the dashboard or a list the person may open,
 * `j` and `k` the next and previous record on a record's screen, a control that names its keys
 * (`data-shortcut`: the list's search box's `/`, "save and next") is used, and `?` lists them all.
 * None fires while typing in a field, nor with Alt (./shortcutReader.ts), but those with Ctrl.
 */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goTos = useGoToShortcuts();
  const step = useListSteps();
  const screens = useRef<[string, Run][]>([]);
  useEffect(() => {
    screens.current = [
      ...goTos.map(({ keys, path }): [string, Run] => [keys.join(' '), () => navigate(path)]),
      // On a record's screen; elsewhere they do nothing.
      [nextRecordKeys.join(' '), () => void step(pathname, 1)],
      [previousRecordKeys.join(' '), () => void step(pathname, -1)],
    ];
  }, [goTos, navigate, step, pathname]);
  useEffect(() => {
    const read = shortcutReader(() => new Map([...controlShortcuts(), ...screens.current, ['?', () => setOpen(true)]]));
    // Keys typed before this code arrived, then every key.
    for (const event of takeEarlyKeys()) read(event);
    document.addEventListener('keydown', read);
    return () => document.removeEventListener('keydown', read);
  }, []);
  return open ? <ShortcutsDialog onClose={() => setOpen(false)} /> : null;
}
