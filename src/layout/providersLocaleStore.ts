import type { Store } from 'react-admin';

/**
 * react-admin's store, reading an unset language as the i18n provider's own. react-admin's
 * I18nContextProvider renders nothing while the stored language differs from the provider's, and on
 * a device that never chose one there is none: without this, every first visit renders the admin
 * once empty, then all at once in an update React does not split (docs/performance.md, "Nothing
 * urgent in the first commit"). A language that is stored is read as it is.
 */
export function withProvidersLocale(store: Store, providersLocale: () => string): Store {
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const value = store.getItem(key, defaultValue);
      return key === 'locale' && value === undefined ? (providersLocale() as T) : value;
    },
  };
}
