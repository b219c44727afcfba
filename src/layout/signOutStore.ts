import type { Store } from 'react-admin';

/**
 * What stays on this device when someone signs out: how the admin looks and reads (language, theme,
 * menu, the columns chosen per list), not what they were doing (filters, searches, selections).
 * The column choices are the lists' DataTable store keys (src/resources/shared/list/tableStoreKey.ts).
 */
export function isDevicePreference(key: string): boolean {
  return key === 'locale' || key === 'theme' || key === 'sidebar.open' || /^[\w-]+\.datatable(_columnRanks)?$/.test(key);
}

/**
 * react-admin resets its store when someone signs out; this store's reset keeps the device's
 * preferences (see isDevicePreference) and removes the rest. Without `listItems` it resets as before.
 */
export function keepingPreferencesOnReset(store: Store): Store {
  return {
    ...store,
    reset() {
      if (!store.listItems) return store.reset();
      for (const key of Object.keys(store.listItems())) if (!isDevicePreference(key)) store.removeItem(key);
    },
  };
}
