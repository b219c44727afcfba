import type { TranslationMessages } from 'ra-core';
import { baseTranslation, type OtherLocale } from './baseTranslations.js';
import { englishCatalogue, screenMessages } from './catalogue.js';
import { appTranslations, resourceTranslations } from './extensionTranslations.js';
import { mergeMessages } from './mergeMessages.js';
import type { OtherLocaleSet } from './types.js';

const pick = (sets: Record<string, OtherLocaleSet>, locale: OtherLocale) =>
  Object.fromEntries(Object.entries(sets).map(([name, messages]) => [name, messages[locale]]));

/** A non-default language: English merged with the locale, so a missing key falls back to English. */
export function translatedCatalogue(locale: OtherLocale): TranslationMessages {
  const screens = screenMessages(pick(resourceTranslations, locale), pick(appTranslations, locale));
  return mergeMessages(englishCatalogue, baseTranslation(locale), screens);
}
