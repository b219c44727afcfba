import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../../src/i18n/catalogue';
import { translatedCatalogue } from '../../../src/i18n/translations';
import { resourceMessages } from '../../../src/i18n/extensions';
import { resourceTranslations } from '../../../src/i18n/extensionTranslations';
import { countsUses, declarations } from '../../../src/resources/declared';
import { filterParams, hasAction, ownFieldsOf, ownsCall, valueLabelsKey, type ResourceDeclaration } from '../../../contract/declaration';

const lookup = (tree: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/** What react-admin says after a create, update (bulk too) or delete: it names the resource. */
const notificationKeysOf = (declaration: ResourceDeclaration): string[] =>
  (['create', 'update', 'delete'] as const)
    .filter((action) => hasAction(declaration, action) || (action === 'update' && declaration.bulk))
    .map((action) => `resources.${declaration.name}.notifications.${action}d`);

/** Every text a declaration makes the generic screens ask for. */
function keysOf(declaration: ResourceDeclaration): string[] {
  const base = `resources.${declaration.name}`;
  return [
    `${base}.name`,
    ...[...Object.keys(declaration.fields), ...(countsUses(declaration) ? ['usageCount'] : []), ...(ownsCall(declaration, 'list') ? filterParams(declaration) : []), ...(declaration.singleton ? [] : ['createdAt']), 'updatedAt'].flatMap(
      // A group of links is labelled link by link.
      (field) => {
        const declared = declaration.fields[field];
        return declared?.kind === 'links' ? declared.keys.map((key) => `${base}.fields.${field}.${key}`) : [`${base}.fields.${field}`];
      },
    ),
    ...Object.entries(declaration.fields).flatMap(([field, kind]) => {
      if (kind.kind === 'choice') return kind.values.map((value) => `${valueLabelsKey(declaration, field)}.${value}`);
      if (kind.kind === 'text' && kind.pattern) return [`${base}.validation.${kind.pattern.message}`];
      return [];
    }),
    ...Object.keys(declaration.bulk ?? {}).map((action) => `${base}.bulk.${action}`),
    ...(declaration.refuseRemovalWhile ? [`${base}.validation.${declaration.refuseRemovalWhile.message}`] : []),
    ...notificationKeysOf(declaration),
  ];
}

describe('declared resources: texts', () => {
  it.each(declarations.map((declaration) => [declaration.name, declaration] as const))('%s: a bulk notification counts the records it names', (_name, declaration) => {
    const catalogues = { en: englishCatalogue, de: translatedCatalogue('de'), fr: translatedCatalogue('fr'), pt: translatedCatalogue('pt') };
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const key of notificationKeysOf(declaration).filter((key) => !key.endsWith('.created') && !declaration.singleton)) {
        expect(lookup(catalogue, key), `${locale} ${key}`).toMatch(/^[^|]+ \|\|\|\| %\{smart_count\} [^|]+$/);
      }
    }
  });

  it('finds at least one declared resource, each with messages.ts and translations.ts in its folder', () => {
    expect(declarations.length).toBeGreaterThan(0);
    for (const { name } of declarations) {
      expect(resourceMessages[name], name).toBeDefined();
      expect(Object.keys(resourceTranslations[name] ?? {}).sort(), name).toEqual(['de', 'fr', 'pt']);
    }
  });

  it.each(declarations.map((declaration) => [declaration.name, declaration] as const))('%s: every label, value, bulk action and validation message exists in all four languages', (_name, declaration) => {
    const catalogues = { en: englishCatalogue, de: translatedCatalogue('de'), fr: translatedCatalogue('fr'), pt: translatedCatalogue('pt') };
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const missing = keysOf(declaration).filter((key) => typeof lookup(catalogue, key) !== 'string');
      expect(missing, locale).toEqual([]);
      // A value of the resource's own calls is labelled as one text, or one per key of its group (social links).
      const unlabelled = ownFieldsOf(declaration).filter((name) => !['string', 'object'].includes(typeof lookup(catalogue, `resources.${declaration.name}.fields.${name}`)));
      expect(unlabelled, locale).toEqual([]);
    }
  });
});
