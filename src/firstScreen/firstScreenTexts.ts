/**
 * The texts of a list's first screen as the admin last showed them in one language: its title, its
 * columns' headers in the order shown (after the column chooser), and the labels of its status and choice
 * columns' values, by their translation keys, and whether its rows had check boxes. The
 * admin writes them when it shows the list (src/resources/shared/list/useRememberFirstScreen.ts); the
 * entry reads them to draw the first screen before the admin's code has arrived (FirstListPreview),
 * which needs them without loading the admin's translations.
 */
export interface FirstScreenTexts {
  title: string;
  columns: { source: string; label: string }[];
  labels: Record<string, string>;
  /** Whether the rows had check boxes (a list with bulk actions the person may run). */
  selectable: boolean;
}

const storageKey = (resource: string, locale: string) => `tutorAdmin.firstScreen.${resource}.${locale}`;

const isText = (value: unknown): value is string => typeof value === 'string';

function isFirstScreenTexts(value: unknown): value is FirstScreenTexts {
  if (typeof value !== 'object' || value === null) return false;
  const { title, columns, labels, selectable } = value as Partial<FirstScreenTexts>;
  return (
    isText(title) &&
    typeof selectable === 'boolean' &&
    Array.isArray(columns) &&
    columns.every((column: unknown) => typeof column === 'object' && column !== null && isText((column as { source?: unknown }).source) && isText((column as { label?: unknown }).label)) &&
    typeof labels === 'object' &&
    labels !== null &&
    Object.values(labels).every(isText)
  );
}

export function rememberFirstScreenTexts(resource: string, locale: string, texts: FirstScreenTexts): void {
  try {
    const value = JSON.stringify(texts);
    if (localStorage.getItem(storageKey(resource, locale)) !== value) localStorage.setItem(storageKey(resource, locale), value);
  } catch {
    // No storage (private mode, full): the next visit shows the loading page instead.
  }
}

/** The texts last shown in this language, or undefined (never shown, or unreadable). */
export function firstScreenTexts(resource: string, locale: string): FirstScreenTexts | undefined {
  try {
    const stored = localStorage.getItem(storageKey(resource, locale));
    const value: unknown = stored === null ? undefined : JSON.parse(stored);
    return isFirstScreenTexts(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
