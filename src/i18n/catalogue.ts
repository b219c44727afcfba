import type { TranslationMessages } from 'ra-core';
import { baseEnglish } from './base.js';
import { appMessages, resourceMessages } from './extensions.js';
import { mergeMessages } from './mergeMessages.js';
import { resourceNames } from './resourceNames.js';
import type { LocaleCode } from './types.js';

/** What screens add to one language: `resources.<name>.*` (over the default names) and `app.<section>.*`. */
export function screenMessages(locale: LocaleCode, resources: Record<string, object>, app: Record<string, object>) {
  return { resources: mergeMessages(resourceNames[locale], resources), app };
}

/** The complete English catalogue: the default locale, loaded synchronously. */
export const englishCatalogue: TranslationMessages = mergeMessages(baseEnglish, screenMessages('en', resourceMessages, appMessages));
