/** Strings under `app.export`: the CSV export of every list. */
export const en = {
  button: 'Export',
  title: 'Export to CSV',
  starting: 'Preparing the export…',
  progress: 'Exporting… %{percent}%',
  rows: '%{done} of %{total} rows',
  progressLabel: 'Export progress',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'The export failed: %{message}',
  /** The heading of the column of a reference's id, beside the column of its label. */
  idOf: '%{field} ID',
  /** The heading of the column of a reference list's ids, beside the column of their labels. */
  idsOf: '%{field} IDs',
};
