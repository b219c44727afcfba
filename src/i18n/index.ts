import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishCatalogue } from './catalogue.js';
import type { LocaleCode } from './types.js';

export const locales: { locale: LocaleCode; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'pt', name: 'Português' },
];

const isLocale = (value: string): value is LocaleCode => locales.some((entry) => entry.locale === value);

/** English is synchronous (react-admin requires it for the default locale); the others load on demand. */
export function getMessages(locale: string) {
  if (!isLocale(locale) || locale === 'en') return englishCatalogue;
  const other = locale;
  return import('./translations.js').then((module) => module.translatedCatalogue(other));
}

export const i18nProvider = polyglotI18nProvider(getMessages, 'en', locales, { allowMissing: true });

export type { LocaleCode } from './types.js';
