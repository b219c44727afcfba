import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Änderungsprotokoll |||| Änderungsprotokoll',
  fields: {
    actorName: 'Wer',
    action: 'Aktion',
    resource: 'Ressource',
    recordId: 'Datensatz',
    createdAt: 'Wann',
  },
  actions: {
    create: 'hat erstellt',
    update: 'hat geändert',
    delete: 'hat gelöscht',
    remove: 'hat entfernt',
    removeChildren: 'hat Unterfächer entfernt',
    approve: 'hat freigegeben',
    reject: 'hat abgelehnt',
    suspend: 'hat gesperrt',
    activate: 'hat aktiviert',
    move: 'hat verschoben',
    upload: 'hat eine Datei hochgeladen',
  },
  history: {
    title: 'Verlauf',
    loading: 'Verlauf wird geladen',
    error: 'Der Verlauf konnte nicht geladen werden.',
    empty: 'Noch keine Änderungen erfasst.',
    more: 'Mehr anzeigen (noch %{count})',
    system: 'System',
    changes: 'Geänderte Felder',
    field: 'Feld',
    before: 'Vorher',
    after: 'Nachher',
  },
};

export const fr: CatalogueShape<typeof en> = {
  name: "Journal d'audit |||| Journal d'audit",
  fields: {
    actorName: 'Qui',
    action: 'Action',
    resource: 'Ressource',
    recordId: 'Enregistrement',
    createdAt: 'Quand',
  },
  actions: {
    create: 'a créé',
    update: 'a modifié',
    delete: 'a supprimé',
    remove: 'a retiré',
    removeChildren: 'a retiré des sous-matières',
    approve: 'a approuvé',
    reject: 'a refusé',
    suspend: 'a suspendu',
    activate: 'a activé',
    move: 'a déplacé',
    upload: 'a téléversé un fichier',
  },
  history: {
    title: 'Historique',
    loading: "Chargement de l'historique",
    error: "L'historique n'a pas pu être chargé.",
    empty: 'Aucune modification enregistrée.',
    more: 'Afficher plus (%{count} restants)',
    system: 'Système',
    changes: 'Champs modifiés',
    field: 'Champ',
    before: 'Avant',
    after: 'Après',
  },
};

export const pt: CatalogueShape<typeof en> = {
  name: 'Registro de auditoria |||| Auditoria',
  fields: {
    actorName: 'Quem',
    action: 'Ação',
    resource: 'Recurso',
    recordId: 'Registro',
    createdAt: 'Quando',
  },
  actions: {
    create: 'criou',
    update: 'alterou',
    delete: 'eliminou',
    remove: 'removeu',
    removeChildren: 'removeu subdisciplinas de',
    approve: 'aprovou',
    reject: 'rejeitou',
    suspend: 'suspendeu',
    activate: 'ativou',
    move: 'moveu',
    upload: 'enviou um arquivo',
  },
  history: {
    title: 'Histórico',
    loading: 'Carregando o histórico',
    error: 'Não foi possível carregar o histórico.',
    empty: 'Ainda não há alterações registradas.',
    more: 'Mostrar mais (faltam %{count})',
    system: 'Sistema',
    changes: 'Campos alterados',
    field: 'Campo',
    before: 'Antes',
    after: 'Depois',
  },
};

/** Merge under `resources.audit`. */
