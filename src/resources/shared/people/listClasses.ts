/**
 * react-admin's List class names (RaList-*), so themes and tests address this frame as they would
 * its List. Not imported from react-admin: its ListView module would bring the whole toolbar along.
 */
export const listClasses = {
  main: 'RaList-main',
  content: 'RaList-content',
  actions: 'RaList-actions',
  noResults: 'RaList-noResults',
} as const;
