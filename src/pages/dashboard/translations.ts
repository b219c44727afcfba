import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  title: 'Übersicht',
  totals: 'Summen',
  error: 'Die Übersicht konnte nicht geladen werden. %{message}',
  stats: {
    tutors: 'Tutoren',
    students: 'Schüler',
    bookings: 'Buchungen',
    revenueCents: 'Umsatz (bezahlt)',
    platformFeeCents: 'Plattformgebühren',
    openReports: 'Offene Meldungen',
    tutorsAwaitingApproval: 'Tutoren ohne Freigabe',
  },
  charts: {
    bookings: 'Buchungen pro Monat',
    revenue: 'Umsatz pro Monat',
    signups: 'Registrierungen pro Woche',
    month: 'Monat',
    week: 'Woche ab',
    weekSoFar: '%{week} (bisher)',
    students: 'Schüler',
    tutors: 'Tutoren',
  },
  openReports: 'Neueste offene Meldungen',
  pendingTutors: 'Am längsten wartende Tutoren',
  nothing: 'Nichts offen.',
  untitledReport: 'Meldung #%{id}',
  waitingSince: 'Wartet seit %{date}',
};

export const fr: CatalogueShape<typeof en> = {
  title: 'Tableau de bord',
  totals: 'Totaux',
  error: "Le tableau de bord n'a pas pu être chargé. %{message}",
  stats: {
    tutors: 'Tuteurs',
    students: 'Élèves',
    bookings: 'Réservations',
    revenueCents: "Chiffre d'affaires (payé)",
    platformFeeCents: 'Commissions de la plateforme',
    openReports: 'Signalements ouverts',
    tutorsAwaitingApproval: 'Tuteurs en attente de validation',
  },
  charts: {
    bookings: 'Réservations par mois',
    revenue: "Chiffre d'affaires par mois",
    signups: 'Inscriptions par semaine',
    month: 'Mois',
    week: 'Semaine du',
    weekSoFar: '%{week} (en cours)',
    students: 'Élèves',
    tutors: 'Tuteurs',
  },
  openReports: 'Signalements ouverts les plus récents',
  pendingTutors: 'Tuteurs en attente depuis le plus longtemps',
  nothing: 'Rien en attente.',
  untitledReport: 'Signalement n°%{id}',
  waitingSince: 'En attente depuis le %{date}',
};

export const pt: CatalogueShape<typeof en> = {
  title: 'Painel',
  totals: 'Totais',
  error: 'Não foi possível carregar o painel. %{message}',
  stats: {
    tutors: 'Tutores',
    students: 'Alunos',
    bookings: 'Reservas',
    revenueCents: 'Receita (paga)',
    platformFeeCents: 'Taxas da plataforma',
    openReports: 'Denúncias abertas',
    tutorsAwaitingApproval: 'Tutores aguardando aprovação',
  },
  charts: {
    bookings: 'Reservas por mês',
    revenue: 'Receita por mês',
    signups: 'Cadastros por semana',
    month: 'Mês',
    week: 'Semana de',
    weekSoFar: '%{week} (até agora)',
    students: 'Alunos',
    tutors: 'Tutores',
  },
  openReports: 'Denúncias abertas mais recentes',
  pendingTutors: 'Tutores esperando há mais tempo',
  nothing: 'Nada pendente.',
  untitledReport: 'Denúncia nº %{id}',
  waitingSince: 'Aguardando desde %{date}',
};
