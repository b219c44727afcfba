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
  catalogue: {
    addHeading: 'Add a %{name}',
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
