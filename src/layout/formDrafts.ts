/**
 * Unsaved form values kept in sessionStorage (this tab only, gone with it), keyed by the form's URL.
 * A draft holds only the fields that differ from the record the form was opened with (`values`),
 * and what those fields held in that record then (`base`), so that a restore can tell whether the
 * record changed on the server since. A draft older than `maxDraftAgeMs` is ignored.
 */
const prefix = 'tutorAdmin.formDraft:';
export const maxDraftAgeMs = 12 * 3600 * 1000;

type Values = Record<string, unknown>;

export interface FormDraft {
  values: Values;
  base: Values;
}

interface StoredDraft extends FormDraft {
  savedAt: number;
}

export function draftKey(pathname: string): string {
  return `${prefix}${pathname}`;
}

/** Passwords are never written to storage: a restored draft asks for them again. */
const isSecret = (field: string) => /password/i.test(field);

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What the admin typed (`typed`: the form's values at their last change) into fields that the record,
 * read again (`before` -> `after`), did not change: those values are to be put back. A field the new
 * read changed takes its new value, as before.
 */
export function typedToKeep(typed: Values, before: Values, after: Values): Values {
  return Object.fromEntries(
    Object.entries(typed).filter(([field, value]) => !sameValue(value, before[field]) && sameValue(before[field], after[field]) && !sameValue(value, after[field])),
  );
}

/** The draft of `values` against the record the form opened with; null when nothing differs. */
export function draftOf(values: Values, record: Values): FormDraft | null {
  const changed = Object.keys(values).filter((field) => !isSecret(field) && !sameValue(values[field], record[field]));
  if (changed.length === 0) return null;
  return {
    values: Object.fromEntries(changed.map((field) => [field, values[field]])),
    base: Object.fromEntries(changed.map((field) => [field, record[field] ?? null])),
  };
}

export function saveDraft(pathname: string, draft: FormDraft, now = Date.now()): void {
  try {
    sessionStorage.setItem(draftKey(pathname), JSON.stringify({ savedAt: now, ...draft } satisfies StoredDraft));
  } catch {
    // Storage full or unavailable: losing a draft must not break the form.
  }
}

export function readDraft(pathname: string, now = Date.now()): FormDraft | null {
  try {
    const raw = sessionStorage.getItem(draftKey(pathname));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft?.savedAt !== 'number' || now - draft.savedAt > maxDraftAgeMs) return null;
    if (!draft.values || typeof draft.values !== 'object' || !draft.base || typeof draft.base !== 'object') return null;
    return { values: draft.values, base: draft.base };
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

export interface Restoration {
  /** The drafted fields that still differ from the record as the server has it now. */
  values: Values;
  /** Some drafted field changed on the server since the draft was taken. */
  serverChanged: boolean;
}

/** What to put back into a form opened on `record`; null when the draft holds nothing unsaved. */
export function restorationOf(draft: FormDraft, record: Values): Restoration | null {
  const pending = Object.keys(draft.values).filter((field) => !sameValue(draft.values[field], record[field]));
  if (pending.length === 0) return null;
  return {
    values: Object.fromEntries(pending.map((field) => [field, draft.values[field]])),
    serverChanged: pending.some((field) => !sameValue(draft.base[field], record[field])),
  };
}
