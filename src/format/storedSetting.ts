import { useSyncExternalStore } from 'react';

/**
 * One of the site settings' display choices (date format, currency), kept between visits so that a
 * reload shows values the chosen way before the settings arrive. Components using `use()` render
 * again when it changes.
 */
export function storedSetting<T extends string>(storageKey: string, isValid: (value: unknown) => value is T, fallback: T) {
  let current: T = fallback;
  try {
    const value = localStorage.getItem(storageKey);
    if (isValid(value)) current = value;
  } catch {
    // No storage (the server, private mode): the fallback until the settings say otherwise.
  }
  const listeners = new Set<() => void>();
  const read = () => current;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    read,
    /** Takes the settings' value; anything not offered is ignored. */
    set(value: unknown): void {
      if (!isValid(value) || value === current) return;
      current = value;
      try {
        localStorage.setItem(storageKey, value);
      } catch {
        // Private mode or a full storage: the value still applies for this visit.
      }
      for (const listener of listeners) listener();
    },
    use: (): T => useSyncExternalStore(subscribe, read, read),
  };
}
