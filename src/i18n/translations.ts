import type { TranslationMessages } from 'ra-core';
import { baseTranslation, type OtherLocale } from './baseTranslations.js';
import { englishCatalogue, screenMessages } from './catalogue.js';
import { appTranslations, resourceTranslations } from './extensionTranslations.js';
import { resourceMessages } from './extensions.js';
import { mergeMessages } from './mergeMessages.js';
import { withResourceNotifications } from './resourceNotifications.js';
import type { OtherLocaleSet } from './types.js';

const pick = (sets: Record<string, OtherLocaleSet>, locale: OtherLocale) =>
  Object.fromEntries(Object.entries(sets).map(([name, messages]) => [name, messages[locale]]));

/** A non-default language: English merged with the locale, so a missing key falls back to English. */
export function translatedCatalogue(locale: OtherLocale): TranslationMessages {
  const screens = screenMessages(pick(resourceTranslations, locale), pick(appTranslations, locale));
  return withResourceNotifications(mergeMessages(englishCatalogue, baseTranslation(locale), screens), resourceMessages, locale);
}
