import { localStorageStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingPreferencesOnReset } from '../../../src/layout/signOutStore.js';

afterEach(() => localStorage.clear());

describe("the store's reset when someone signs out", () => {
  it("keeps this device's language, theme, menu and column choices, and removes what the person was doing", () => {
    const store = keepingPreferencesOnReset(localStorageStore('1', 'signOutTest'));
    store.setup();
    const kept = { locale: 'de', theme: 'dark', 'sidebar.open': false, 'pages.datatable': ['slug'], 'users.datatable_columnRanks': [2, 0, 1] };
    for (const [key, value] of Object.entries(kept)) store.setItem(key, value);
    store.setItem('pages.listParams', { filter: { q: 'private search' } });
    store.setItem('users.selectedIds', [4, 5]);
    store.reset();
    expect(store.listItems!()).toEqual(kept);
    expect(JSON.stringify(localStorage)).not.toContain('private search');
  });
});
