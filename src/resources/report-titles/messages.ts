import type { CatalogueShape } from '../../i18n/types';

/** Strings under `resources.report-titles` (the lead merges them). */
export const en = {
  name: 'Report title |||| Report titles',
  fields: { title: 'Title', usageCount: 'Used by reports', updatedAt: 'Updated' },
};
export const de: CatalogueShape<typeof en> = {
  name: 'Meldungstitel |||| Meldungstitel',
  fields: { title: 'Titel', usageCount: 'In Meldungen verwendet', updatedAt: 'Geändert' },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Motif de signalement |||| Motifs de signalement',
  fields: { title: 'Intitulé', usageCount: 'Signalements concernés', updatedAt: 'Modifié le' },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Título de denúncia |||| Títulos de denúncia',
  fields: { title: 'Título', usageCount: 'Usado em denúncias', updatedAt: 'Atualizado' },
};
export const reportTitlesMessages = { en, de, fr, pt };
