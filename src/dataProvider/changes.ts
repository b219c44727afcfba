type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` after every call of this tab that changed data on the server; returns how to stop. */
export function whenDataChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Said by the data provider once a call that changes data (any method but GET) has succeeded. */
export function dataChanged(): void {
  for (const listener of listeners) listener();
}

/** A query whose `meta` holds this key set to true is read again after every change this tab makes. */
export const readAgainAfterChanges = 'readAgainAfterChanges';
