/** Strings under `app.trash`: the trash of every resource whose deletes keep the records there. */
export const en = {
  name: 'Trash',
  title: 'Trash: %{name}',
  purgeNote: 'Records here are removed for good on the date shown.',
  back: 'Back to %{name}',
  columns: { label: 'Record', deletedByName: 'Deleted by', deletedAt: 'Deleted at', purgeAt: 'Removed for good on' },
  isEmpty: 'The trash is empty',
  restore: 'Restore',
  restored: '%{smart_count} record restored |||| %{smart_count} records restored',
  purge: 'Delete permanently',
  empty: 'Empty trash',
  /** The confirmation of both: deleting the selected records permanently, and emptying the trash. */
  lost: 'Records deleted permanently cannot be restored.',
  purged: '%{smart_count} record deleted permanently |||| %{smart_count} records deleted permanently',
  moved: 'Moved to trash |||| %{smart_count} records moved to trash',
};
