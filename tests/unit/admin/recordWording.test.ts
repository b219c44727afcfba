import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../../src/i18n/catalogue';
import { translatedCatalogue } from '../../../src/i18n/translations';

/**
 * A screen names its records with the word its menu uses: the menu's "Users" is not "Add a
 * student" on the add screen and "Student deleted" after a delete.
 */
const catalogues = { en: englishCatalogue, de: translatedCatalogue('de'), fr: translatedCatalogue('fr'), pt: translatedCatalogue('pt') };
type Texts = { name?: string; create?: { title?: string }; edit?: { title?: string }; notifications?: Record<string, string> };

const resourcesOf = (locale: keyof typeof catalogues) => (catalogues[locale] as unknown as { resources: Record<string, Texts> }).resources;
const named = Object.entries(resourcesOf('en'))
  .filter(([, texts]) => texts.create?.title || texts.notifications)
  .map(([resource]) => resource);

describe.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('record wording in %s', (locale) => {
  it.each(named)('%s: the add and edit titles and the save messages use the menu\'s word or the record\'s name', (resource) => {
    const texts = resourcesOf(locale)[resource]!;
    // The record's word, or the menu's (its plural: "Site settings saved" for the one settings record).
    const words = texts.name!.split('||||').map((word) => word.trim().toLowerCase());
    const phrases = [texts.create?.title, texts.edit?.title, ...Object.values(texts.notifications ?? {})].filter((text): text is string => Boolean(text));
    // A message may name the record itself ("%{name}" added) instead.
    expect(phrases.filter((phrase) => !words.some((word) => phrase.toLowerCase().includes(word)) && !phrase.includes('%{')), words[0]).toEqual([]);
  });
});
