/** A committed write as the live stream tells it (GET /admin/changes): which record, how, by whom, when. */
export interface RecordChange {
  resource: string;
  id: string;
  action: string;
  actor: { id: number | null; name: string };
  at: string;
}

type Listener = (change: RecordChange) => void;

const keyOf = (resource: string, id: unknown) => `${resource}/${String(id)}`;
const editors = new Map<string, Set<Listener>>();

/**
 * An edit form holds its record while it is open: the live changes leave its query alone (the form
 * keeps what it loaded, and its save claims that version), and tell the form instead.
 */
export function holdWhileEditing(resource: string, id: unknown, listener: Listener): () => void {
  const key = keyOf(resource, id);
  const listeners = editors.get(key) ?? new Set<Listener>();
  listeners.add(listener);
  editors.set(key, listeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) editors.delete(key);
  };
}

export const isBeingEdited = (resource: string, id: unknown): boolean => editors.has(keyOf(resource, id));

/** Tells the open edit forms of this record that it changed. */
export function tellEditors(change: RecordChange): void {
  for (const listener of editors.get(keyOf(change.resource, change.id)) ?? []) listener(change);
}
