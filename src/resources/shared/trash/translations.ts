import type { CatalogueShape } from '../../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts. */
export const de: CatalogueShape<typeof en> = {
  name: 'Papierkorb',
  title: 'Papierkorb: %{name}',
  purgeNote: 'Datensätze hier werden am angegebenen Datum endgültig entfernt.',
  back: 'Zurück zu %{name}',
  columns: { label: 'Datensatz', deletedByName: 'Gelöscht von', deletedAt: 'Gelöscht am', purgeAt: 'Endgültig entfernt am' },
  isEmpty: 'Der Papierkorb ist leer',
  restore: 'Wiederherstellen',
  restored: '%{smart_count} Datensatz wiederhergestellt |||| %{smart_count} Datensätze wiederhergestellt',
  purge: 'Endgültig löschen',
  empty: 'Papierkorb leeren',
  lost: 'Endgültig gelöschte Datensätze können nicht wiederhergestellt werden.',
  purged: '%{smart_count} Datensatz endgültig gelöscht |||| %{smart_count} Datensätze endgültig gelöscht',
  moved: 'In den Papierkorb verschoben |||| %{smart_count} Datensätze in den Papierkorb verschoben',
};

export const fr: CatalogueShape<typeof en> = {
  name: 'Corbeille',
  title: 'Corbeille : %{name}',
  purgeNote: 'Les enregistrements placés ici sont supprimés définitivement à la date indiquée.',
  back: 'Retour à %{name}',
  columns: { label: 'Enregistrement', deletedByName: 'Supprimé par', deletedAt: 'Supprimé le', purgeAt: 'Supprimé définitivement le' },
  isEmpty: 'La corbeille est vide',
  restore: 'Restaurer',
  restored: '%{smart_count} enregistrement restauré |||| %{smart_count} enregistrements restaurés',
  purge: 'Supprimer définitivement',
  empty: 'Vider la corbeille',
  lost: 'Les enregistrements supprimés définitivement ne peuvent plus être restaurés.',
  purged: '%{smart_count} enregistrement supprimé définitivement |||| %{smart_count} enregistrements supprimés définitivement',
  moved: 'Déplacé dans la corbeille |||| %{smart_count} enregistrements déplacés dans la corbeille',
};

export const pt: CatalogueShape<typeof en> = {
  name: 'Lixeira',
  title: 'Lixeira: %{name}',
  purgeNote: 'Os registros daqui são removidos definitivamente na data indicada.',
  back: 'Voltar para %{name}',
  columns: { label: 'Registro', deletedByName: 'Excluído por', deletedAt: 'Excluído em', purgeAt: 'Removido definitivamente em' },
  isEmpty: 'A lixeira está vazia',
  restore: 'Restaurar',
  restored: '%{smart_count} registro restaurado |||| %{smart_count} registros restaurados',
  purge: 'Excluir definitivamente',
  empty: 'Esvaziar lixeira',
  lost: 'Registros excluídos definitivamente não podem ser restaurados.',
  purged: '%{smart_count} registro excluído definitivamente |||| %{smart_count} registros excluídos definitivamente',
  moved: 'Movido para a lixeira |||| %{smart_count} registros movidos para a lixeira',
};
