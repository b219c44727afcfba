import type { CatalogueShape } from '../../i18n/types';

/** Strings under `resources.audit` in each catalogue (the lead merges them). */
export const en = {
  name: 'Audit log |||| Audit log',
  fields: {
    actorName: 'Who',
    action: 'Action',
    resource: 'Resource',
    recordId: 'Record',
    createdAt: 'When',
  },
  actions: {
    create: 'created',
    update: 'updated',
    delete: 'deleted',
    remove: 'removed',
    removeChildren: 'removed child subjects of',
    approve: 'approved',
    reject: 'rejected',
    suspend: 'suspended',
    activate: 'activated',
    move: 'moved',
    upload: 'uploaded a file for',
  },
  history: {
    title: 'History',
    loading: 'Loading history',
    error: 'The history could not be loaded.',
    retry: 'Retry',
    empty: 'No changes recorded yet.',
    more: 'Show more (%{count} left)',
    system: 'System',
    changes: 'Changed fields',
    field: 'Field',
    before: 'Before',
    after: 'After',
  },
};

type Catalogue = CatalogueShape<typeof en>;

export const de: Catalogue = {
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
    retry: 'Erneut versuchen',
    empty: 'Noch keine Änderungen erfasst.',
    more: 'Mehr anzeigen (noch %{count})',
    system: 'System',
    changes: 'Geänderte Felder',
    field: 'Feld',
    before: 'Vorher',
    after: 'Nachher',
  },
};

export const fr: Catalogue = {
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
    retry: 'Réessayer',
    empty: 'Aucune modification enregistrée.',
    more: 'Afficher plus (%{count} restants)',
    system: 'Système',
    changes: 'Champs modifiés',
    field: 'Champ',
    before: 'Avant',
    after: 'Après',
  },
};

export const pt: Catalogue = {
  name: 'Registo de auditoria |||| Registo de auditoria',
  fields: {
    actorName: 'Quem',
    action: 'Ação',
    resource: 'Recurso',
    recordId: 'Registo',
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
    upload: 'carregou um ficheiro',
  },
  history: {
    title: 'Histórico',
    loading: 'A carregar o histórico',
    error: 'Não foi possível carregar o histórico.',
    retry: 'Tentar novamente',
    empty: 'Ainda não há alterações registadas.',
    more: 'Mostrar mais (faltam %{count})',
    system: 'Sistema',
    changes: 'Campos alterados',
    field: 'Campo',
    before: 'Antes',
    after: 'Depois',
  },
};

/** Merge under `resources.audit`. */
export const auditMessages = { en, de, fr, pt };
