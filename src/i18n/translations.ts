import type { TranslationMessages } from 'ra-core';
import raFrench from 'ra-language-french';
import { englishCatalogue, screenMessages } from './catalogue.js';
import { appGerman } from './de.js';
import { appFrench } from './fr.js';
import { mergeMessages } from './mergeMessages.js';
import { appPortuguese } from './pt.js';
import { raGerman } from './ra/de.js';
import { raPortuguese } from './ra/pt.js';
import type { LocaleCode } from './types.js';

const parts: Record<Exclude<LocaleCode, 'en'>, [TranslationMessages, object]> = {
  de: [raGerman, appGerman],
  fr: [raFrench, appFrench],
  pt: [raPortuguese, appPortuguese],
};

/** A non-default language: English merged with the locale, so a missing key falls back to English. */
export function translatedCatalogue(locale: Exclude<LocaleCode, 'en'>): TranslationMessages {
  const [ra, app] = parts[locale];
  return mergeMessages(englishCatalogue, ra, app, screenMessages(locale));
}
