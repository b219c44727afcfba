import { describe, expect, it, vi } from 'vitest';
import { keepEarlyKeys, takeEarlyKeys } from '../../../src/layout/earlyKeys';
import { shortcutReader } from '../../../src/layout/shortcutReader';

/** A key press on `target` (the page by default) at `at` milliseconds. */
function press(key: string, at: number, { target = document.body, ...modifiers }: { target?: Element; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...modifiers });
  Object.defineProperty(event, 'timeStamp', { value: at });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

function reader() {
  const runs: string[] = [];
  const shortcuts = new Map([
    ['g t', () => runs.push('tutors')],
    ['g r', () => runs.push('reports')],
    ['?', () => runs.push('help')],
  ]);
  return { read: shortcutReader(() => shortcuts), runs };
}

describe('the shortcut reader', () => {
  it('runs a shortcut of one key, and one of two typed within a second', () => {
    const { read, runs } = reader();
    read(press('?', 0));
    read(press('g', 100));
    read(press('t', 900));
    expect(runs).toEqual(['help', 'tutors']);
  });

  it('forgets a first key after a second, and starts again from a key that continues nothing', () => {
    const { read, runs } = reader();
    read(press('g', 0));
    read(press('t', 1200));
    read(press('x', 1300));
    read(press('g', 1400));
    read(press('g', 1500));
    read(press('r', 1600));
    expect(runs).toEqual(['reports']);
  });

  it('leaves alone what is typed in a field or a dialog, and keys with Ctrl, Alt or Meta', () => {
    const { read, runs } = reader();
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = dialog.appendChild(document.createElement('button'));
    for (const event of [press('?', 0, { target: input }), press('?', 10, { target: inDialog }), press('?', 20, { ctrlKey: true }), press('?', 30, { metaKey: true }), press('?', 40, { altKey: true })]) read(event);
    read(press('g', 100, { target: input }));
    read(press('t', 200));
    expect(runs).toEqual([]);
    const run = vi.fn();
    shortcutReader(() => new Map([['Shift', run]]))(press('Shift', 0));
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a shortcut with Ctrl or ⌘ while typing in a field, but not in a dialog, and leaves other Ctrl keys to the browser', () => {
    const saves: string[] = [];
    const read = shortcutReader(() => new Map([['Control+Enter', () => saves.push('save and next')], ['?', () => saves.push('help')]]));
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = dialog.appendChild(document.createElement('input'));
    read(press('Enter', 0, { target: input, ctrlKey: true }));
    read(press('Enter', 10, { metaKey: true }));
    read(press('Enter', 20, { target: inDialog, ctrlKey: true }));
    read(press('Enter', 30, { target: input }));
    const copy = press('c', 40, { target: input, ctrlKey: true });
    read(copy);
    expect(saves).toEqual(['save and next', 'save and next']);
    expect(copy.defaultPrevented).toBe(false);
  });
});

describe('keys typed before the shortcuts have loaded', () => {
  it('are kept from the layout\'s first draw and handed over once, so "g" then "r" typed early still opens reports', () => {
    keepEarlyKeys();
    keepEarlyKeys();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }));
    const { read, runs } = reader();
    for (const event of takeEarlyKeys()) read(event);
    expect(runs).toEqual(['reports']);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
    expect(takeEarlyKeys()).toEqual([]);
  });
});
