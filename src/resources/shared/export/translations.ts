import type { CatalogueShape } from '../../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts. */
export const de: CatalogueShape<typeof en> = {
  button: 'Exportieren',
  title: 'Als CSV exportieren',
  starting: 'Export wird vorbereitet…',
  progress: 'Export läuft… %{percent} %',
  rows: '%{done} von %{total} Zeilen',
  progressLabel: 'Exportfortschritt',
  cancel: 'Abbrechen',
  close: 'Schließen',
  failed: 'Der Export ist fehlgeschlagen: %{message}',
  idOf: '%{field} (ID)',
  idsOf: '%{field} (IDs)',
};

export const fr: CatalogueShape<typeof en> = {
  button: 'Exporter',
  title: 'Exporter en CSV',
  starting: 'Préparation de l’export…',
  progress: 'Export en cours… %{percent} %',
  rows: '%{done} lignes sur %{total}',
  progressLabel: 'Progression de l’export',
  cancel: 'Annuler',
  close: 'Fermer',
  failed: 'L’export a échoué : %{message}',
  idOf: '%{field} (ID)',
  idsOf: '%{field} (identifiants)',
};

export const pt: CatalogueShape<typeof en> = {
  button: 'Exportar',
  title: 'Exportar para CSV',
  starting: 'Preparando a exportação…',
  progress: 'Exportando… %{percent}%',
  rows: '%{done} de %{total} linhas',
  progressLabel: 'Progresso da exportação',
  cancel: 'Cancelar',
  close: 'Fechar',
  failed: 'A exportação falhou: %{message}',
  idOf: '%{field} (ID)',
  idsOf: '%{field} (IDs)',
};
