import type { CatalogueShape } from '../../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  retry: 'Erneut versuchen',
  loadFailed: 'Die Liste konnte nicht geladen werden: %{message}',
  id: 'ID',
  actions: 'Aktionen',
  saved: 'Gespeichert',
  preview: 'Vorschau',
  previewFrame: 'Vorschau von %{name}',
  unsavedPreview: 'Die Vorschau zeigt die zuletzt gespeicherte Fassung.',
  catalogue: {
    addHeading: 'Neu: %{name}',
    add: 'Hinzufügen',
    added: '„%{name}“ hinzugefügt',
    rename: 'Umbenennen',
    renameNamed: '%{name} umbenennen',
    renamed: 'Umbenannt in „%{name}“',
    remove: 'Entfernen',
    removeNamed: '%{name} entfernen',
    selectNamed: '%{name} auswählen',
    removeTitle: '„%{name}“ entfernen?',
    removeContent: 'Das kann nicht rückgängig gemacht werden. Verwendete Einträge können nicht entfernt werden.',
  },
};

export const fr: CatalogueShape<typeof en> = {
  retry: 'Réessayer',
  loadFailed: "La liste n'a pas pu être chargée : %{message}",
  id: 'ID',
  actions: 'Actions',
  saved: 'Enregistré',
  preview: 'Aperçu',
  previewFrame: 'Aperçu de %{name}',
  unsavedPreview: "L'aperçu montre la dernière version enregistrée.",
  catalogue: {
    addHeading: 'Ajouter : %{name}',
    add: 'Ajouter',
    added: '« %{name} » ajouté',
    rename: 'Renommer',
    renameNamed: 'Renommer %{name}',
    renamed: 'Renommé en « %{name} »',
    remove: 'Retirer',
    removeNamed: 'Retirer %{name}',
    selectNamed: 'Sélectionner %{name}',
    removeTitle: 'Retirer « %{name} » ?',
    removeContent: 'Cette action est définitive. Les entrées encore utilisées ne peuvent pas être retirées.',
  },
};

export const pt: CatalogueShape<typeof en> = {
  retry: 'Tentar novamente',
  loadFailed: 'Não foi possível carregar a lista: %{message}',
  id: 'ID',
  actions: 'Ações',
  saved: 'Guardado',
  preview: 'Pré-visualização',
  previewFrame: 'Pré-visualização de %{name}',
  unsavedPreview: 'A pré-visualização mostra a última versão guardada.',
  catalogue: {
    addHeading: 'Adicionar: %{name}',
    add: 'Adicionar',
    added: '"%{name}" adicionado',
    rename: 'Mudar o nome',
    renameNamed: 'Mudar o nome de %{name}',
    renamed: 'Nome alterado para "%{name}"',
    remove: 'Remover',
    removeNamed: 'Remover %{name}',
    selectNamed: 'Selecionar %{name}',
    removeTitle: 'Remover "%{name}"?',
    removeContent: 'Esta ação não pode ser anulada. Entradas ainda em uso não podem ser removidas.',
  },
};

/** Merge under `app.content`. */
