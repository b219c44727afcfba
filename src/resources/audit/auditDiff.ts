import { formatDateTime as siteDateTime } from '../../format/date';

/** One changed field of an audit row: its name and the values before and after the write. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The API may answer before/after as objects or as the JSON text they are stored as. */
function asObject(value: unknown): Record<string, unknown> | null {
  if (value == null) return null;
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between before and after (added and removed fields included). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = asObject(before) ?? {};
  const to = asObject(after) ?? {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

const MAX_VALUE_LENGTH = 120;

/** A short readable form of one value; empty values become an empty string. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** The site's date display with the time (HH:mm), in the browser's time zone; unreadable text as it is. */
export function formatDateTime(iso: string): string {
  return siteDateTime(iso) || iso;
}
