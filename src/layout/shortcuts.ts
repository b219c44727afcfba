/** The keys of a shortcut, typed in turn: `['g', 't']`. */
export type Keys = readonly string[];

/** The attribute by which a field names the keys that put the cursor in it ("/"): ./KeyboardShortcuts.tsx. */
export const shortcutAttribute = 'data-shortcut';

/** The attribute a field gets for its shortcut. */
export const shortcutOf = (keys: Keys) => ({ [shortcutAttribute]: keys.join(' ') });

/** `g` then the dashboard's or a list's key (contract/declaration.ts `menuKey`). */
export const goTo = (key: string): Keys => ['g', key];

export const dashboardKeys = goTo('d');

export const searchKeys: Keys = ['/'];

/** On a record's detail or edit screen: the next and previous record of the list it was opened from. */
export const nextRecordKeys: Keys = ['j'];
export const previousRecordKeys: Keys = ['k'];

/** In an edit form, also while typing: save, then edit the next record of the list (⌘ for Ctrl on a Mac). */
export const saveAndNextKeys: Keys = ['Control+Enter'];

/** Anywhere, also while typing: the command palette, which searches every record and screen (⌘ for Ctrl on a Mac). */
export const paletteKeys: Keys = ['Control+k'];
