import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Stufe |||| Stufen',
  fields: { name: 'Name', code: 'Code', usageCount: 'Von Tutoren genutzt', createdAt: 'Erstellt', updatedAt: 'Geändert', sortOrder: 'Reihenfolge' },
  validation: { code: 'Verwenden Sie Kleinbuchstaben, Ziffern und Bindestriche, z. B. high-school' },
  create: { title: 'Stufe hinzufügen' },
  notifications: {
    created: 'Stufe hinzugefügt',
    updated: 'Stufe gespeichert |||| %{smart_count} Stufen gespeichert',
    deleted: 'Stufe gelöscht |||| %{smart_count} Stufen gelöscht',
  },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Niveau |||| Niveaux',
  fields: { name: 'Nom', code: 'Code', usageCount: 'Tuteurs concernés', createdAt: 'Créé le', updatedAt: 'Modifié le', sortOrder: 'Ordre' },
  validation: { code: 'Utilisez des minuscules, des chiffres et des tirets, par exemple high-school' },
  create: { title: 'Ajouter un niveau' },
  notifications: {
    created: 'Niveau ajouté',
    updated: 'Niveau enregistré |||| %{smart_count} niveaux enregistrés',
    deleted: 'Niveau supprimé |||| %{smart_count} niveaux supprimés',
  },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Nível |||| Níveis',
  fields: { name: 'Nome', code: 'Código', usageCount: 'Usado por tutores', createdAt: 'Criado em', updatedAt: 'Atualizado', sortOrder: 'Ordem' },
  validation: { code: 'Use minúsculas, dígitos e hífenes, por exemplo high-school' },
  create: { title: 'Adicionar um nível' },
  notifications: {
    created: 'Nível adicionado',
    updated: 'Nível salvo |||| %{smart_count} níveis salvos',
    deleted: 'Nível excluído |||| %{smart_count} níveis excluídos',
  },
};
