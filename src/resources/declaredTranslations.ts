import type { OtherLocaleSet } from '../i18n/types';
import { declaredFolders } from './declared';

/*
 * The declared resources' German, French and Portuguese texts. Imported only by the lazily loaded
 * translations (src/i18n/extensionTranslations.ts), so none of it ships with the admin's entry.
 */
const byPath = import.meta.glob<OtherLocaleSet>('./*/translations.ts', { eager: true });

export const declaredTranslations: Record<string, OtherLocaleSet> = Object.fromEntries(
  Object.entries(declaredFolders).flatMap(([name, folder]) => {
    const translations = byPath[`${folder}translations.ts`];
    return translations ? [[name, translations]] : [];
  }),
);
