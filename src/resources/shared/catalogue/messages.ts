/** Strings under `app.content` shared by the content and catalogue screens (the lead merges them). */
export const en = {
  retry: 'Retry',
  loadFailed: 'The list could not be loaded: %{message}',
  id: 'ID',
  actions: 'Actions',
  saved: 'Saved',
  preview: 'Preview',
  previewFrame: 'Preview of %{name}',
  unsavedPreview: 'The preview shows the last saved version.',
  declared: {
    notBefore: 'Must not be before %{field}',
    rangeFrom: '%{field} from',
    rangeTo: '%{field} until',
    rangeMin: 'Minimum %{field}',
    rangeMax: 'Maximum %{field}',
    tooManyTexts: 'Give at most %{max} entries',
    httpsLink: 'Use a full https:// address, or leave it empty',
    decimals: 'Use at most %{scale} digits after the point',
    /** A money input's label in the site's currency: the field's label and the currency's sign. */
    inCurrency: '%{field} (%{currency})',
    conflict: {
      title: 'Someone else changed this record while you were editing it',
      text: 'Nothing you typed is lost. Compare their changes with yours, then choose.',
      field: 'Field',
      theirs: 'Their value',
      yours: 'Your value',
      empty: '(empty)',
      keepMine: 'Keep mine and save over theirs',
      loadTheirs: 'Load their version (keep my edits on top)',
      loaded: 'Their version is loaded; the fields you edited keep your values. Check, then save.',
    },
    /**
     * What a declared resource's create, update and delete say where its messages.ts gives no
     * `notifications`: `%{name}` and `%{names}` are its `name`, singular and plural (src/i18n/resourceNotifications.ts).
     */
    notifications: {
      created: '%{name} created',
      updated: '%{name} saved |||| %{smart_count} %{names} saved',
      deleted: '%{name} deleted |||| %{smart_count} %{names} deleted',
    },
  },
  catalogue: {
    addHeading: 'New %{name}',
    add: 'Add',
    added: '"%{name}" added',
    rename: 'Rename',
    renameNamed: 'Rename %{name}',
    renamed: 'Renamed to "%{name}"',
    remove: 'Remove',
    removeNamed: 'Remove %{name}',
    selectNamed: 'Select %{name}',
    removeTitle: 'Remove "%{name}"?',
    removeContent: 'This cannot be undone. Entries still in use cannot be removed.',
  },
};
