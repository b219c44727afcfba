import type { CatalogueShape } from '../../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  status: {
    active: 'Aktiv',
    pending: 'Ausstehend',
    suspended: 'Gesperrt',
    approved: 'Freigegeben',
    rejected: 'Abgelehnt',
    paid: 'Bezahlt',
    refunded: 'Erstattet',
    failed: 'Fehlgeschlagen',
    cancelled: 'Storniert',
    open: 'Offen',
    in_review: 'In Prüfung',
    resolved: 'Erledigt',
    dismissed: 'Verworfen',
  },
  userType: { superAdmin: 'Super-Admin', admin: 'Admin', tutor: 'Tutor', user: 'Schüler' },
  userRole: { admin: 'Admin (voller Zugriff)', editor: 'Redakteur' },
  reason: {
    label: 'Begründung',
    help: 'Pflichtfeld. Sie wird mit der Änderung gespeichert und im Verlauf angezeigt.',
  },
  delete: { title: '%{name} löschen?' },
  detail: {
    profile: 'Profil',
    activity: 'Aktivität',
    bookingCount: 'Buchungen',
    reportsFiled: 'Eingereichte Meldungen',
    reportsAgainst: 'Meldungen über diese Person',
  },
  related: {
    none: 'Noch keine.',
    bookings: 'Buchungen',
    reportsFiled: 'Eingereichte Meldungen',
    reportsAgainst: 'Meldungen über diese Person',
  },
  validation: {
    format: 'Dieser Wert hat nicht das erwartete Format',
    choice: 'Wählen Sie eine der Optionen',
    invalid: 'Dieser Wert ist ungültig',
  },
  deletedAccount: 'gelöschtes Konto',
  moreThanTotal: '%{from}–%{to} von mehr als %{total}',
};

export const fr: CatalogueShape<typeof en> = {
  status: {
    active: 'Actif',
    pending: 'En attente',
    suspended: 'Suspendu',
    approved: 'Approuvé',
    rejected: 'Refusé',
    paid: 'Payé',
    refunded: 'Remboursé',
    failed: 'Échoué',
    cancelled: 'Annulé',
    open: 'Ouvert',
    in_review: "En cours d'examen",
    resolved: 'Résolu',
    dismissed: 'Classé sans suite',
  },
  userType: { superAdmin: 'Super administrateur', admin: 'Administrateur', tutor: 'Tuteur', user: 'Élève' },
  userRole: { admin: 'Administrateur (accès complet)', editor: 'Éditeur' },
  reason: {
    label: 'Motif',
    help: "Obligatoire. Il est enregistré avec la modification et affiché dans l'historique.",
  },
  delete: { title: 'Supprimer %{name} ?' },
  detail: {
    profile: 'Profil',
    activity: 'Activité',
    bookingCount: 'Réservations',
    reportsFiled: 'Signalements déposés',
    reportsAgainst: 'Signalements le concernant',
  },
  related: {
    none: 'Aucun pour le moment.',
    bookings: 'Réservations',
    reportsFiled: 'Signalements déposés',
    reportsAgainst: 'Signalements le concernant',
  },
  validation: {
    format: "Cette valeur n'a pas le format attendu",
    choice: 'Choisissez une des options',
    invalid: "Cette valeur n'est pas valide",
  },
  deletedAccount: 'compte supprimé',
  moreThanTotal: '%{from}–%{to} sur plus de %{total}',
};

export const pt: CatalogueShape<typeof en> = {
  status: {
    active: 'Ativo',
    pending: 'Pendente',
    suspended: 'Suspenso',
    approved: 'Aprovado',
    rejected: 'Rejeitado',
    paid: 'Pago',
    refunded: 'Reembolsado',
    failed: 'Falhou',
    cancelled: 'Cancelado',
    open: 'Aberta',
    in_review: 'Em análise',
    resolved: 'Resolvida',
    dismissed: 'Arquivada',
  },
  userType: { superAdmin: 'Superadministrador', admin: 'Administrador', tutor: 'Tutor', user: 'Aluno' },
  userRole: { admin: 'Administrador (acesso total)', editor: 'Editor' },
  reason: {
    label: 'Motivo',
    help: 'Obrigatório. Fica guardado com a alteração e aparece no histórico.',
  },
  delete: { title: 'Excluir %{name}?' },
  detail: {
    profile: 'Perfil',
    activity: 'Atividade',
    bookingCount: 'Reservas',
    reportsFiled: 'Denúncias feitas',
    reportsAgainst: 'Denúncias sobre esta pessoa',
  },
  related: {
    none: 'Nenhum ainda.',
    bookings: 'Reservas',
    reportsFiled: 'Denúncias feitas',
    reportsAgainst: 'Denúncias sobre esta pessoa',
  },
  validation: {
    format: 'Este valor não está no formato esperado',
    choice: 'Escolha uma das opções',
    invalid: 'Este valor não é válido',
  },
  deletedAccount: 'conta excluída',
  moreThanTotal: '%{from}–%{to} de mais de %{total}',
};
