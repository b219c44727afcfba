/** Where react-admin's store keeps a list's table preferences (the columns it hides): one key per list. */
export const tableStoreKey = (resource: string) => `${resource}.datatable`;
