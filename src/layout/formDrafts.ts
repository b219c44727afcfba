/**
 * Unsaved form values kept in sessionStorage (this tab only, gone with it), keyed by the form's URL.
 * A draft older than `maxDraftAgeMs` is ignored.
 */
const prefix = 'tutorAdmin.formDraft:';
export const maxDraftAgeMs = 12 * 3600 * 1000;

interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

export function draftKey(pathname: string): string {
  return `${prefix}${pathname}`;
}

/** Passwords are never written to storage: a restored draft asks for them again. */
const isSecret = (field: string) => /password/i.test(field);

export function saveDraft(pathname: string, values: Record<string, unknown>, now = Date.now()): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !isSecret(field)));
  try {
    sessionStorage.setItem(draftKey(pathname), JSON.stringify({ savedAt: now, values: kept } satisfies StoredDraft));
  } catch {
    // Storage full or unavailable: losing a draft must not break the form.
  }
}

export function readDraft(pathname: string, now = Date.now()): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(draftKey(pathname));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft?.savedAt !== 'number' || now - draft.savedAt > maxDraftAgeMs) return null;
    return draft.values && typeof draft.values === 'object' ? draft.values : null;
  } catch {
    return null;
  }
}

export function removeDraft(pathname: string): void {
  try {
    sessionStorage.removeItem(draftKey(pathname));
  } catch {
    // nothing to do
  }
}
