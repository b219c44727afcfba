import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Meldungstitel |||| Meldungstitel',
  fields: { title: 'Titel', usageCount: 'In Meldungen verwendet', createdAt: 'Erstellt', updatedAt: 'Geändert' },
  create: { title: 'Meldungstitel hinzufügen' },
  notifications: {
    created: 'Meldungstitel hinzugefügt',
    updated: 'Meldungstitel gespeichert |||| %{smart_count} Meldungstitel gespeichert',
    deleted: 'Meldungstitel gelöscht |||| %{smart_count} Meldungstitel gelöscht',
  },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Motif de signalement |||| Motifs de signalement',
  fields: { title: 'Intitulé', usageCount: 'Signalements concernés', createdAt: 'Créé le', updatedAt: 'Modifié le' },
  create: { title: 'Ajouter un motif de signalement' },
  notifications: {
    created: 'Motif de signalement ajouté',
    updated: 'Motif de signalement enregistré |||| %{smart_count} motifs de signalement enregistrés',
    deleted: 'Motif de signalement supprimé |||| %{smart_count} motifs de signalement supprimés',
  },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Título de denúncia |||| Títulos de denúncia',
  fields: { title: 'Título', usageCount: 'Usado em denúncias', createdAt: 'Criado em', updatedAt: 'Atualizado' },
  create: { title: 'Adicionar um título de denúncia' },
  notifications: {
    created: 'Título de denúncia adicionado',
    updated: 'Título de denúncia salvo |||| %{smart_count} títulos de denúncia salvos',
    deleted: 'Título de denúncia excluído |||| %{smart_count} títulos de denúncia excluídos',
  },
};
