/**
 * The view a list was last opened from or saved as, in this tab: its toolbar names it, and offers
 * to save what changed into it. Kept in sessionStorage, so a reload keeps it and each tab has its own.
 */
export interface CurrentView {
  id: number;
  name: string;
}

const key = (resource: string) => `view.${resource}`;

export function currentViewOf(resource: string): CurrentView | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(resource)) ?? 'null') as CurrentView | null;
    return stored && typeof stored.id === 'number' && typeof stored.name === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function rememberCurrentView(resource: string, view: CurrentView | null): void {
  try {
    if (view) sessionStorage.setItem(key(resource), JSON.stringify({ id: view.id, name: view.name }));
    else sessionStorage.removeItem(key(resource));
  } catch {
    // No storage: the toolbar simply names no view.
  }
}
