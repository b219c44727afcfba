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
};
