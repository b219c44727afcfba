import { useCallback, useSyncExternalStore } from 'react';

/** react-admin's store is `localStorageStore(preferencesVersion, preferencesAppKey)`: its keys are `RaStore<appKey>.<key>`. */
export const preferencesAppKey = 'tutorAdmin';
/** react-admin's default store version; a store written under another version is wiped when the admin starts. */
export const preferencesVersion = '1';
const storageKey = (key: string) => `RaStore${preferencesAppKey}.${key}`;
const changeEvent = 'tutorAdmin:preference';

export type PreferenceKey = 'locale' | 'theme';

export function readPreference<T>(key: PreferenceKey, fallback: T): T {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey(key));
    return stored == null ? fallback : (JSON.parse(stored) as T);
  } catch {
    return fallback;
  }
}

export function writePreference<T>(key: PreferenceKey, value: T): void {
  try {
    globalThis.localStorage?.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: key }));
}

/**
 * Any value of react-admin's store as the admin will read it when it starts (its `getItem`: JSON, or
 * the raw text when that is not JSON), before react-admin has loaded; undefined when there is none.
 */
export function readStoreValue(key: string): unknown {
  try {
    const storage = globalThis.localStorage;
    const version = storage?.getItem(storageKey('version'));
    if (version && version !== preferencesVersion) return undefined;
    const stored = storage?.getItem(storageKey(key));
    if (stored == null) return undefined;
    try {
      return JSON.parse(stored) as unknown;
    } catch {
      return stored;
    }
  } catch {
    return undefined;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * The language and theme chosen in the admin, read and changed by the bare pages without loading
 * react-admin (same keys and JSON values as its store, so a choice made on either side holds on both).
 */
export function usePreference<T extends string>(key: PreferenceKey, fallback: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readPreference(key, fallback));
  const setValue = useCallback((next: T) => writePreference(key, next), [key]);
  return [value, setValue];
}
