import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts. */
export const de: CatalogueShape<typeof en> = {
  name: 'Ankündigung |||| Ankündigungen',
  fields: {
    title: 'Titel',
    message: 'Nachricht',
    audience: 'Zielgruppe',
    startsAt: 'Beginnt am',
    endsAt: 'Endet am',
    active: 'Aktiv',
    createdAt: 'Erstellt',
    updatedAt: 'Geändert',
  },
  values: { audience: { everyone: 'Alle', tutors: 'Tutoren', students: 'Schüler' } },
  bulk: { activate: 'Aktivieren', deactivate: 'Deaktivieren' },
  notifications: {
    created: 'Ankündigung hinzugefügt',
    updated: 'Ankündigung gespeichert |||| %{smart_count} Ankündigungen gespeichert',
    deleted: 'Ankündigung gelöscht |||| %{smart_count} Ankündigungen gelöscht',
  },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Annonce |||| Annonces',
  fields: {
    title: 'Titre',
    message: 'Message',
    audience: 'Public',
    startsAt: 'Début',
    endsAt: 'Fin',
    active: 'Active',
    createdAt: 'Créée le',
    updatedAt: 'Modifiée le',
  },
  values: { audience: { everyone: 'Tout le monde', tutors: 'Tuteurs', students: 'Élèves' } },
  bulk: { activate: 'Activer', deactivate: 'Désactiver' },
  notifications: {
    created: 'Annonce ajoutée',
    updated: 'Annonce enregistrée |||| %{smart_count} annonces enregistrées',
    deleted: 'Annonce supprimée |||| %{smart_count} annonces supprimées',
  },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Aviso |||| Avisos',
  fields: {
    title: 'Título',
    message: 'Mensagem',
    audience: 'Público',
    startsAt: 'Começa em',
    endsAt: 'Termina em',
    active: 'Ativo',
    createdAt: 'Criado em',
    updatedAt: 'Atualizado em',
  },
  values: { audience: { everyone: 'Todos', tutors: 'Tutores', students: 'Alunos' } },
  bulk: { activate: 'Ativar', deactivate: 'Desativar' },
  notifications: {
    created: 'Aviso adicionado',
    updated: 'Aviso salvo |||| %{smart_count} avisos salvos',
    deleted: 'Aviso excluído |||| %{smart_count} avisos excluídos',
  },
};
