import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishCatalogue } from './catalogue.js';
import { isLocale, locales } from './base.js';

export { locales };

/** English is synchronous (react-admin requires it for the default locale); the others load on demand. */
export function getMessages(locale: string) {
  if (!isLocale(locale) || locale === 'en') return englishCatalogue;
  const other = locale;
  return import('./translations.js').then((module) => module.translatedCatalogue(other));
}

export const i18nProvider = polyglotI18nProvider(getMessages, 'en', locales, { allowMissing: true });

export type { LocaleCode } from './types.js';
