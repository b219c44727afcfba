import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../../src/i18n/catalogue';
import { translatedCatalogue } from '../../../src/i18n/translations';
import { withResourceNotifications } from '../../../src/i18n/resourceNotifications';
import polyglotI18nProvider from 'ra-i18n-polyglot';

const catalogues = { en: englishCatalogue, de: translatedCatalogue('de'), fr: translatedCatalogue('fr'), pt: translatedCatalogue('pt') };

/** A declared resource whose messages.ts gives a name and no notifications, in each language's catalogue. */
function withPayouts(locale: keyof typeof catalogues) {
  const names = { en: 'Payout |||| Payouts', de: 'Auszahlung |||| Auszahlungen', fr: 'Versement |||| Versements', pt: 'Repasse |||| Repasses' };
  const catalogue = { ...catalogues[locale], resources: { ...(catalogues[locale].resources as object), payouts: { name: names[locale] } } };
  const messages = withResourceNotifications(catalogue, { payouts: { name: names.en } }, locale);
  return polyglotI18nProvider(() => messages, locale);
}

describe("a declared resource's notifications say its own name", () => {
  it.each([
    ['en', 'Payout created', 'Payout saved', '3 payouts saved', '3 payouts deleted'],
    ['de', 'Auszahlung erstellt', 'Auszahlung gespeichert', '3 Auszahlungen gespeichert', '3 Auszahlungen gelöscht'],
    ['fr', 'Ajout effectué : Versement', 'Modification enregistrée : Versement', '3 versements : modifications enregistrées', '3 versements : suppression effectuée'],
    ['pt', 'Adição concluída: Repasse', 'Alterações salvas: Repasse', '3 repasses: alterações salvas', '3 repasses: exclusão concluída'],
  ] as const)('%s: where its messages give none, from its name', (locale, created, updated, bulkUpdated, bulkDeleted) => {
    const { translate } = withPayouts(locale);
    expect(translate('resources.payouts.notifications.created', { smart_count: 1 })).toBe(created);
    expect(translate('resources.payouts.notifications.updated', { smart_count: 1 })).toBe(updated);
    expect(translate('resources.payouts.notifications.updated', { smart_count: 3 })).toBe(bulkUpdated);
    expect(translate('resources.payouts.notifications.deleted', { smart_count: 3 })).toBe(bulkDeleted);
  });

  it("keeps a resource's own notifications, and derives the others in the catalogues the admin loads", () => {
    const lookup = (tree: object, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
    expect(lookup(englishCatalogue, 'resources.announcements.notifications.created')).toBe('Announcement added');
    expect(lookup(catalogues.de, 'resources.announcements.notifications.created')).toBe('Ankündigung hinzugefügt');
    // Transactions' messages give none (nobody creates one): derived, never react-admin's "Element created".
    expect(lookup(englishCatalogue, 'resources.transactions.notifications.created')).toBe('Transaction created');
    expect(lookup(catalogues.de, 'resources.transactions.notifications.created')).toMatch(/^Transaktion/);
  });
});
