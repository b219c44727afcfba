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
    reporterId: 'Gemeldet von',
    reportedName: 'Gemeldete Person',
    reportedId: 'Gemeldete Person',
    bookingId: 'Buchung',
    description: 'Beschreibung',
    adminNote: 'Interne Notiz',
    resolvedByName: 'Abgeschlossen von',
    resolvedById: 'Abgeschlossen von',
    resolvedAt: 'Abgeschlossen',
    createdAt: 'Gemeldet',
    updatedAt: 'Geändert',
    createdFrom: 'Gemeldet ab',
    createdTo: 'Gemeldet bis',
  },
  values: {
    status: { open: 'Offen', in_review: 'In Prüfung', resolved: 'Erledigt', dismissed: 'Verworfen' },
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
  bulk: {
    actions: { resolved: 'Erledigen', dismissed: 'Verwerfen' },
    titles: {
      resolved: '%{smart_count} Meldung erledigen? |||| %{smart_count} Meldungen erledigen?',
      dismissed: '%{smart_count} Meldung verwerfen? |||| %{smart_count} Meldungen verwerfen?',
    },
    descriptions: {
      resolved: 'Jede Meldung wird als erledigt abgeschlossen, mit Ihnen als Bearbeiter. Interne Notizen bleiben unverändert.',
      dismissed: 'Jede Meldung wird als verworfen abgeschlossen, mit Ihnen als Bearbeiter. Interne Notizen bleiben unverändert.',
    },
    done: {
      resolved: '%{smart_count} Meldung erledigt |||| %{smart_count} Meldungen erledigt',
      dismissed: '%{smart_count} Meldung verworfen |||| %{smart_count} Meldungen verworfen',
    },
  },
  notifications: {
    updated: 'Meldung gespeichert |||| %{smart_count} Meldungen gespeichert',
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
    reporterId: 'Signalé par',
    reportedName: 'Personne signalée',
    reportedId: 'Personne signalée',
    bookingId: 'Réservation',
    description: 'Description',
    adminNote: 'Note interne',
    resolvedByName: 'Clos par',
    resolvedById: 'Clos par',
    resolvedAt: 'Clos le',
    createdAt: 'Signalé le',
    updatedAt: 'Modifié le',
    createdFrom: 'Signalé à partir du',
    createdTo: "Signalé jusqu'au",
  },
  values: {
    status: { open: 'Ouvert', in_review: "En cours d'examen", resolved: 'Résolu', dismissed: 'Classé sans suite' },
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
  bulk: {
    actions: { resolved: 'Résoudre', dismissed: 'Classer sans suite' },
    titles: {
      resolved: 'Résoudre %{smart_count} signalement ? |||| Résoudre %{smart_count} signalements ?',
      dismissed: 'Classer sans suite %{smart_count} signalement ? |||| Classer sans suite %{smart_count} signalements ?',
    },
    descriptions: {
      resolved: 'Chaque signalement est clos comme résolu, à votre nom. Les notes internes restent inchangées.',
      dismissed: 'Chaque signalement est classé sans suite, à votre nom. Les notes internes restent inchangées.',
    },
    done: {
      resolved: '%{smart_count} signalement résolu |||| %{smart_count} signalements résolus',
      dismissed: '%{smart_count} signalement classé sans suite |||| %{smart_count} signalements classés sans suite',
    },
  },
  notifications: {
    updated: 'Signalement enregistré |||| %{smart_count} signalements enregistrés',
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
    reporterId: 'Denunciado por',
    reportedName: 'Pessoa denunciada',
    reportedId: 'Pessoa denunciada',
    bookingId: 'Reserva',
    description: 'Descrição',
    adminNote: 'Nota interna',
    resolvedByName: 'Encerrada por',
    resolvedById: 'Encerrada por',
    resolvedAt: 'Encerrada em',
    createdAt: 'Denunciada em',
    updatedAt: 'Atualizada em',
    createdFrom: 'Denunciada a partir de',
    createdTo: 'Denunciada até',
  },
  values: {
    status: { open: 'Aberta', in_review: 'Em análise', resolved: 'Resolvida', dismissed: 'Arquivada' },
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
  bulk: {
    actions: { resolved: 'Resolver', dismissed: 'Arquivar' },
    titles: {
      resolved: 'Resolver %{smart_count} denúncia? |||| Resolver %{smart_count} denúncias?',
      dismissed: 'Arquivar %{smart_count} denúncia? |||| Arquivar %{smart_count} denúncias?',
    },
    descriptions: {
      resolved: 'Cada denúncia é encerrada como resolvida, em seu nome. As notas internas ficam como estão.',
      dismissed: 'Cada denúncia é encerrada como arquivada, em seu nome. As notas internas ficam como estão.',
    },
    done: {
      resolved: '%{smart_count} denúncia resolvida |||| %{smart_count} denúncias resolvidas',
      dismissed: '%{smart_count} denúncia arquivada |||| %{smart_count} denúncias arquivadas',
    },
  },
  notifications: {
    updated: 'Denúncia salva |||| %{smart_count} denúncias salvas',
  },
};
