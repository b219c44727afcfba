/** Same keys as the reference catalogue T, every leaf a string: a missing or extra key is a type error. */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };

export type LocaleCode = 'en' | 'de' | 'fr' | 'pt';

/** Texts of one screen or section in the languages other than English (see src/i18n/extensionTranslations.ts). */
export type OtherLocaleSet = Record<Exclude<LocaleCode, 'en'>, object>;
