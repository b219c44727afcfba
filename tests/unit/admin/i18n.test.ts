import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../../src/i18n/catalogue.js';
import { appTranslations, resourceTranslations } from '../../../src/i18n/extensionTranslations.js';
import { appMessages, resourceMessages } from '../../../src/i18n/extensions.js';
import { getMessages, i18nProvider, locales } from '../../../src/i18n/index.js';
import { translatedCatalogue } from '../../../src/i18n/translations.js';
import { resourceRegistry } from '../../../src/resources/registry.js';

/** Every leaf key of a message tree, as dotted paths. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function lookup(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('catalogues', () => {
  const englishKeys = leafKeys(englishCatalogue);

  it('registers the same screen folders for English and for the other languages', () => {
    expect(Object.keys(resourceTranslations).sort()).toEqual(Object.keys(resourceMessages).sort());
    expect(Object.keys(appTranslations).sort()).toEqual(Object.keys(appMessages).sort());
  });

  it.each(['de', 'fr', 'pt'] as const)('%s has every key of the English catalogue, each a string', (locale) => {
    const catalogue = translatedCatalogue(locale);
    const missing = englishKeys.filter((key) => typeof lookup(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
    expect(leafKeys(catalogue).sort()).toEqual([...englishKeys].sort());
  });

  it.each(['de', 'fr', 'pt'] as const)('%s translates its own texts instead of silently reusing English', (locale) => {
    const catalogue = translatedCatalogue(locale);
    const ownSections = ['ra.action', 'ra.auth', 'ra.navigation', 'ra.tiptap', 'app.auth', 'app.error', 'app.page', 'app.menu', 'app.request'];
    for (const section of ownSections) {
      const keys = englishKeys.filter((key) => key.startsWith(`${section}.`));
      const translated = keys.filter((key) => lookup(catalogue, key) !== lookup(englishCatalogue, key));
      expect(translated.length / keys.length, section).toBeGreaterThan(0.5);
    }
  });

  it('has every ra.tiptap.* key the rich-text editor of ra-input-rich-text asks for (its toolbar labels)', () => {
    const dist = join(process.cwd(), 'node_modules/ra-input-rich-text/dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const used = new Set(files.flatMap((file) => readFileSync(join(dist, file), 'utf8').match(/ra\.tiptap\.\w+/g) ?? []));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => typeof lookup(englishCatalogue, key) !== 'string')).toEqual([]);
  });

  it('has the HTTP client messages (app.request.*) translated in every language', () => {
    for (const locale of ['de', 'fr', 'pt'] as const) {
      const network = lookup(translatedCatalogue(locale), 'app.request.network');
      expect(network, locale).toEqual(expect.any(String));
      expect(network).not.toBe(lookup(englishCatalogue, 'app.request.network'));
    }
  });

  it('names every registered resource and the dashboard in the menu of each language', async () => {
    for (const { locale } of locales) {
      await i18nProvider.changeLocale(locale);
      for (const { name } of resourceRegistry) {
        const label = i18nProvider.translate(`resources.${name}.name`, { smart_count: 2 });
        expect(label, `${locale} ${name}`).not.toBe(`resources.${name}.name`);
        expect(label).not.toContain('||||');
      }
      expect(i18nProvider.translate('app.menu.dashboard')).not.toBe('app.menu.dashboard');
    }
    await i18nProvider.changeLocale('en');
  });

  it('gives English synchronously and the other languages on demand', async () => {
    expect(getMessages('en')).toBe(englishCatalogue);
    expect(getMessages('xx')).toBe(englishCatalogue);
    const german = await getMessages('de');
    expect(lookup(german, 'app.menu.change_password')).toBe('Passwort ändern');
  });

  it('switches the language of translations', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Déconnexion');
    await i18nProvider.changeLocale('pt');
    expect(i18nProvider.translate('resources.tutors.name', { smart_count: 2 })).toBe('Tutores');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('resources.tutors.name', { smart_count: 1 })).toBe('Tutor');
  });
});
