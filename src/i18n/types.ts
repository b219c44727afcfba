/** Same keys as the reference catalogue T, every leaf a string: a missing or extra key is a type error. */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };

export type LocaleCode = 'en' | 'de' | 'fr' | 'pt';

/** Texts of one screen or section in the four languages (see src/i18n/extensions.ts). */
export type LocaleSet = Record<LocaleCode, object>;
