import { useEffect, useState, type ReactNode } from 'react';
import { I18nContext } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { baseEnglish, isLocale, locales } from '../i18n/base.js';
import { usePreference } from './preferences.js';

function bareMessages(locale: string) {
  if (!isLocale(locale) || locale === 'en') return baseEnglish;
  const other = locale;
  return import('../i18n/baseTranslations.js').then((module) => module.bareCatalogue(other));
}

/** The bare pages' translations: react-admin's and the shell's texts only (see src/i18n/base.ts). */
export const bareI18nProvider = polyglotI18nProvider(bareMessages, 'en', locales, { allowMissing: true });

/**
 * react-admin's i18n context for the bare pages, following the language chosen in the admin (its
 * store key), so `useTranslate()` works there without the admin's providers. Like react-admin's own
 * provider, it waits for a non-default language before the first render (no flash of English).
 */
export function BareI18n({ children }: { children: ReactNode }) {
  const [locale] = usePreference<string>('locale', 'en');
  const [, setLoads] = useState(0);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const ready = bareI18nProvider.getLocale() === locale || unavailable === locale;

  useEffect(() => {
    if (bareI18nProvider.getLocale() === locale) return;
    let current = true;
    Promise.resolve(bareI18nProvider.changeLocale(locale)).then(
      () => current && setLoads((loads) => loads + 1),
      // The language could not load (offline): carry on in the language already shown.
      () => current && setUnavailable(locale),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  if (!ready) return null;
  return (
    <I18nContext.Provider key={bareI18nProvider.getLocale()} value={bareI18nProvider}>
      {children}
    </I18nContext.Provider>
  );
}
