import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Meldungstitel |||| Meldungstitel',
  fields: { title: 'Titel', usageCount: 'In Meldungen verwendet', createdAt: 'Erstellt', updatedAt: 'Geändert' },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Motif de signalement |||| Motifs de signalement',
  fields: { title: 'Intitulé', usageCount: 'Signalements concernés', createdAt: 'Créé le', updatedAt: 'Modifié le' },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Título de denúncia |||| Títulos de denúncia',
  fields: { title: 'Título', usageCount: 'Usado em denúncias', createdAt: 'Criado em', updatedAt: 'Atualizado' },
};
