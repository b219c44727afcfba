import raEnglish from 'ra-language-english';
import { appEnglish } from './en.js';
import { mergeMessages } from './mergeMessages.js';
import type { LocaleCode } from './types.js';

export const locales: { locale: LocaleCode; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'pt', name: 'Português' },
];

export const isLocale = (value: string): value is LocaleCode => locales.some((entry) => entry.locale === value);

/**
 * react-admin's messages and the shell's (menu, layout, bare and error pages), without the screens'
 * texts: everything the bare pages need, so that the sign-in page does not carry the whole admin's texts.
 */
export const baseEnglish = mergeMessages(raEnglish, appEnglish);
