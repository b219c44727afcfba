import type { TranslationMessages } from 'ra-core';
import { baseTranslation, type OtherLocale } from './baseTranslations.js';
import { englishCatalogue, screenMessages } from './catalogue.js';
import { mergeMessages } from './mergeMessages.js';

/** A non-default language: English merged with the locale, so a missing key falls back to English. */
export function translatedCatalogue(locale: OtherLocale): TranslationMessages {
  return mergeMessages(englishCatalogue, baseTranslation(locale), screenMessages(locale));
}
