import type { TranslationMessages } from 'ra-core';
import { baseEnglish } from './base.js';
import { appMessages, resourceMessages } from './extensions.js';
import { mergeMessages } from './mergeMessages.js';
import { withResourceNotifications } from './resourceNotifications.js';

/** What screens add to one language: `resources.<name>.*` (each resource's own texts, its name included) and `app.<section>.*`. */
export function screenMessages(resources: Record<string, object>, app: Record<string, object>) {
  return { resources, app };
}

/** The complete English catalogue: the default locale, loaded synchronously. */
export const englishCatalogue: TranslationMessages = withResourceNotifications(mergeMessages(baseEnglish, screenMessages(resourceMessages, appMessages)), resourceMessages, 'en');
