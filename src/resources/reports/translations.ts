import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Meldung |||| Meldungen',
  fields: {
    id: 'Meldung',
    status: 'Status',
    reportTitle: 'Grund',
    reportTitleId: 'Grund',
    reporterName: 'Gemeldet von',
    reportedName: 'Gemeldete Person',
    bookingId: 'Buchung',
    description: 'Beschreibung',
    adminNote: 'Interne Notiz',
    resolvedByName: 'Abgeschlossen von',
    resolvedAt: 'Abgeschlossen',
    createdAt: 'Gemeldet',
    updatedAt: 'Geändert',
    createdFrom: 'Gemeldet ab',
    createdTo: 'Gemeldet bis',
  },
  noTitle: 'Kein Grund angegeben',
  detail: {
    title: 'Meldung #%{id}',
    report: 'Meldung',
    handling: 'Bearbeitung',
    recentBookings: 'Letzte Buchungen von %{name}',
  },
  help: {
    adminNote: 'Nur Mitarbeitende sehen diese Notiz. Bis zu 5000 Zeichen.',
  },
  notifications: {
    updated: 'Meldung gespeichert',
  },
};

export const fr: CatalogueShape<typeof en> = {
  name: 'Signalement |||| Signalements',
  fields: {
    id: 'Signalement',
    status: 'Statut',
    reportTitle: 'Motif',
    reportTitleId: 'Motif',
    reporterName: 'Signalé par',
    reportedName: 'Personne signalée',
    bookingId: 'Réservation',
    description: 'Description',
    adminNote: 'Note interne',
    resolvedByName: 'Clos par',
    resolvedAt: 'Clos le',
    createdAt: 'Signalé le',
    updatedAt: 'Modifié le',
    createdFrom: 'Signalé à partir du',
    createdTo: "Signalé jusqu'au",
  },
  noTitle: 'Aucun motif indiqué',
  detail: {
    title: 'Signalement n°%{id}',
    report: 'Signalement',
    handling: 'Traitement',
    recentBookings: 'Réservations récentes de %{name}',
  },
  help: {
    adminNote: "Seule l'équipe voit cette note. Jusqu'à 5000 caractères.",
  },
  notifications: {
    updated: 'Signalement enregistré',
  },
};

export const pt: CatalogueShape<typeof en> = {
  name: 'Denúncia |||| Denúncias',
  fields: {
    id: 'Denúncia',
    status: 'Status',
    reportTitle: 'Motivo',
    reportTitleId: 'Motivo',
    reporterName: 'Denunciado por',
    reportedName: 'Pessoa denunciada',
    bookingId: 'Reserva',
    description: 'Descrição',
    adminNote: 'Nota interna',
    resolvedByName: 'Encerrada por',
    resolvedAt: 'Encerrada em',
    createdAt: 'Denunciada em',
    updatedAt: 'Atualizada em',
    createdFrom: 'Denunciada a partir de',
    createdTo: 'Denunciada até',
  },
  noTitle: 'Nenhum motivo informado',
  detail: {
    title: 'Denúncia nº %{id}',
    report: 'Denúncia',
    handling: 'Tratamento',
    recentBookings: 'Reservas recentes de %{name}',
  },
  help: {
    adminNote: 'Só a equipe vê esta nota. Até 5000 caracteres.',
  },
  notifications: {
    updated: 'Denúncia salva',
  },
};
