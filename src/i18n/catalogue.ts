import type { TranslationMessages } from 'ra-core';
import { baseEnglish } from './base.js';
import { mergeMessages } from './mergeMessages.js';
import { resourceNames } from './resourceNames.js';
import { appMessages, resourceMessages } from './extensions.js';
import type { LocaleCode, LocaleSet } from './types.js';

const pick = (sets: Record<string, LocaleSet>, locale: LocaleCode) =>
  Object.fromEntries(Object.entries(sets).map(([name, messages]) => [name, messages[locale]]));

/** What screens add to one language: `resources.<name>.*` (over the default names) and `app.<section>.*`. */
export function screenMessages(locale: LocaleCode) {
  return {
    resources: mergeMessages(resourceNames[locale], pick(resourceMessages, locale)),
    app: pick(appMessages, locale),
  };
}

/** The complete English catalogue: the default locale, loaded synchronously. */
export const englishCatalogue: TranslationMessages = mergeMessages(baseEnglish, screenMessages('en'));
