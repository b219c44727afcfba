import type { TranslationMessages } from 'ra-core';
import raFrench from 'ra-language-french';
import { baseEnglish } from './base.js';
import { appGerman } from './de.js';
import { appFrench } from './fr.js';
import { mergeMessages } from './mergeMessages.js';
import { appPortuguese } from './pt.js';
import { raGerman } from './ra/de.js';
import { raPortuguese } from './ra/pt.js';
import type { LocaleCode } from './types.js';

export type OtherLocale = Exclude<LocaleCode, 'en'>;

const parts: Record<OtherLocale, [TranslationMessages, object]> = {
  de: [raGerman, appGerman],
  fr: [raFrench, appFrench],
  pt: [raPortuguese, appPortuguese],
};

/** react-admin's and the shell's texts in a language other than English (loaded on demand). */
export function baseTranslation(locale: OtherLocale): TranslationMessages {
  const [ra, app] = parts[locale];
  return mergeMessages(ra, app);
}

/** The bare pages' catalogue: English with the language over it, so a missing key falls back to English. */
export const bareCatalogue = (locale: OtherLocale): TranslationMessages => mergeMessages(baseEnglish, baseTranslation(locale));
