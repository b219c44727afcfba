import { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AdminContext, localStorageStore, useLocaleState } from 'react-admin';
import { authProvider } from './authProvider/index.js';
import { useDocumentLanguage } from './bare/BareProviders.js';
import { preferencesAppKey, preferencesVersion } from './bare/preferences.js';
import { readAgainAfterChanges, whenDataChanges } from './dataProvider/changes.js';
import { dataProvider } from './dataProvider/index.js';
import { withErrorsInLanguage } from './dataProvider/errorsInLanguage.js';
import { prefetchStartedPage } from './firstScreen/startedPage.js';
import { i18nProvider } from './i18n/index.js';
import { withProvidersLocale } from './layout/providersLocaleStore.js';
import { keepingPreferencesOnReset } from './layout/signOutStore.js';
import { darkTheme, lightTheme } from './layout/theme.js';

/**
 * react-admin's preferences (language, theme, list settings) survive reloads, under an app prefix;
 * signing out keeps this device's preferences (layout/signOutStore.ts). A device that never chose a
 * language reads the i18n provider's (layout/providersLocaleStore.ts).
 */
export const store = withProvidersLocale(
  keepingPreferencesOnReset(localStorageStore(preferencesVersion, preferencesAppKey)),
  () => i18nProvider.getLocale(),
);

/** What react-admin shows of a failed call itself (notifications, messages beside inputs) is in the chosen language. */
const dataProviderInLanguage = withErrorsInLanguage(dataProvider, i18nProvider.translate);

function DocumentLanguage() {
  const [locale] = useLocaleState();
  useDocumentLanguage(locale);
  return null;
}

/**
 * react-admin's context for the admin under /admin/*. It shares the store with the bare pages, so the
 * chosen language and theme apply everywhere. The global CSS baseline is AdminApp's (once).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // The admin's queries live and die with it: when it unmounts (signing out, an ended session), their
  // retries stop, so a late failure of the old session cannot log out the next one.
  const [queryClient] = useState(() => {
    const client = new QueryClient();
    prefetchStartedPage(client, dataProviderInLanguage);
    return client;
  });
  useEffect(
    () => () => {
      void queryClient.cancelQueries();
      queryClient.clear();
    },
    [queryClient],
  );
  // Figures read across lists (a pinned view's count) are read again after every change this tab makes;
  // react-admin refreshes the changed resource's own lists and records itself.
  useEffect(() => whenDataChanges(() => void queryClient.invalidateQueries({ predicate: ({ meta }) => meta?.[readAgainAfterChanges] === true })), [queryClient]);
  return (
    <AdminContext
      queryClient={queryClient}
      basename="/admin"
      authProvider={authProvider}
      dataProvider={dataProviderInLanguage}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
    >
      <DocumentLanguage />
      {children}
    </AdminContext>
  );
}
