import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Sprache |||| Sprachen',
  fields: { name: 'Name', code: 'ISO-Code', usageCount: 'Von Tutoren genutzt', createdAt: 'Erstellt', updatedAt: 'Geändert', sortOrder: 'Reihenfolge' },
  validation: { code: 'Verwenden Sie einen ISO-639-Code wie en, pt oder pt-BR' },
  create: { title: 'Sprache hinzufügen' },
  notifications: {
    created: 'Sprache hinzugefügt',
    updated: 'Sprache gespeichert |||| %{smart_count} Sprachen gespeichert',
    deleted: 'Sprache gelöscht |||| %{smart_count} Sprachen gelöscht',
  },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Langue |||| Langues',
  fields: { name: 'Nom', code: 'Code ISO', usageCount: 'Tuteurs concernés', createdAt: 'Créé le', updatedAt: 'Modifié le', sortOrder: 'Ordre' },
  validation: { code: 'Utilisez un code ISO 639 comme en, pt ou pt-BR' },
  create: { title: 'Ajouter une langue' },
  notifications: {
    created: 'Langue ajoutée',
    updated: 'Langue enregistrée |||| %{smart_count} langues enregistrées',
    deleted: 'Langue supprimée |||| %{smart_count} langues supprimées',
  },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Idioma |||| Idiomas',
  fields: { name: 'Nome', code: 'Código ISO', usageCount: 'Usado por tutores', createdAt: 'Criado em', updatedAt: 'Atualizado', sortOrder: 'Ordem' },
  validation: { code: 'Use um código ISO 639 como en, pt ou pt-BR' },
  create: { title: 'Adicionar um idioma' },
  notifications: {
    created: 'Idioma adicionado',
    updated: 'Idioma salvo |||| %{smart_count} idiomas salvos',
    deleted: 'Idioma excluído |||| %{smart_count} idiomas excluídos',
  },
};
