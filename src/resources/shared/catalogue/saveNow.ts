/**
 * Mutation options for every save and removal of the content screens. react-query's default
 * network mode pauses a mutation while the browser is offline: the save button would spin with no
 * word to the admin, then the write would go out later on its own. With 'always' the request is
 * tried at once and a dropped network fails it with the HTTP client's "Cannot reach the server"
 * message; the form keeps its values and the admin saves again when back online.
 */
export const saveNow = { networkMode: 'always' } as const;
