import { formatDate, formatDateTime as siteDateTime } from '../../format/date';
import { siteCurrency } from '../../format/currency';
import { formatMoney, formatNumber } from '../../../contract/numberFormats';

/** One changed field of an audit row: its name (`socialLinks.facebook` inside an object) and the values before and after the write. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** How a field's values read, when their JSON alone does not say it (see ./historyFields.ts). */
export type ValueKind =
  | { kind: 'choice'; labels: string }
  /** Cents, in the currency the snapshot's `currencyField` holds, or the site's. */
  | { kind: 'money'; currencyField?: string }
  | { kind: 'html' }
  | { kind: 'date' }
  | { kind: 'dateTime' }
  | { kind: 'hidden' };

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
  return isPlainObject(value) ? value : null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects (the site's social links) as one field per leaf: `socialLinks.facebook`. */
function flatten(object: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).flatMap(([key, value]) => (isPlainObject(value) ? Object.entries(flatten(value, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]])),
  );
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
/** Whether two values of a field are the same (every kind of empty is one). */
export const sameValue = (a: unknown, b: unknown): boolean => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs between before and after (added and removed fields included; no
 * value, null, '' and [] are all "empty", so a new record lists only the fields it has), leaving
 * out those `hidden` says are internal.
 */
export function changedFields(before: unknown, after: unknown, hidden: (field: string) => boolean = () => false): FieldChange[] {
  const from = flatten(asObject(before) ?? {});
  const to = flatten(asObject(after) ?? {});
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !hidden(field) && !sameValue(from[field], to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

/** What a value is read with: the admin's texts and language, and the names of the records a reference field's ids refer to. */
export interface ValueFormat {
  translate: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
  /** id -> name, when the field holds ids of other records (the audit call answers them). */
  names?: Record<string, string> | undefined;
  /** Which of those ids name a record in its resource's trash. */
  trashed?: readonly string[] | undefined;
  /** The whole snapshots the change was read from, for what a value needs of its record (an amount's currency). */
  records?: { before: unknown; after: unknown } | undefined;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ("2026-11-24") read as a local date, so it never moves a day with the time zone. */
function formatDay(text: string): string {
  const [, year, month, day] = calendarDay.exec(text) ?? [];
  return year ? formatDate(new Date(Number(year), Number(month) - 1, Number(day))) || text : text;
}

/** The text of stored HTML, tags gone and entities read; blocks keep a space between them. */
export function htmlText(html: string): string {
  const spaced = html.replace(/<(br|hr|\/(p|div|li|h[1-6]|blockquote|pre|tr|td|th))\b[^>]*>/gi, ' ');
  const text = typeof DOMParser === 'undefined' ? spaced.replace(/<[^>]*>/g, '') : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/** The currency of an amount on one side of a change: the code its snapshot's currency field holds, or the site's. */
function currencyOn(side: 'before' | 'after', kind: ValueKind | undefined, format: ValueFormat): string {
  const code = kind?.kind === 'money' && kind.currencyField ? asObject(format.records?.[side])?.[kind.currencyField] : undefined;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : siteCurrency();
}

function one(value: unknown, kind: ValueKind | undefined, format: ValueFormat, currency = siteCurrency()): string {
  if (isEmpty(value)) return '';
  if (format.names && (typeof value === 'number' || typeof value === 'string')) {
    const name = format.names[String(value)] ?? `#${String(value)}`;
    return format.trashed?.includes(String(value)) ? format.translate('resources.audit.history.inTrash', { name }) : name;
  }
  if (Array.isArray(value)) return value.map((item) => one(item, kind, format, currency)).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return format.translate(`ra.boolean.${String(value)}`);
  switch (kind?.kind) {
    case 'choice':
      return format.translate(`${kind.labels}.${String(value)}`, { _: String(value) });
    case 'money':
      return typeof value === 'number' ? formatMoney(value, format.locale, currency) : String(value);
    case 'html':
      return typeof value === 'string' ? htmlText(value) : String(value);
  }
  if (typeof value === 'number') return formatNumber(value, format.locale);
  if (typeof value === 'string') {
    if (kind?.kind === 'date' || calendarDay.test(value)) return formatDay(value);
    if (kind?.kind === 'dateTime' || isoDateTime.test(value)) return siteDateTime(value) || value;
    return value;
  }
  if (isPlainObject(value)) {
    const name = value.name ?? value.title ?? value.label;
    if (typeof name === 'string') return name;
  }
  return JSON.stringify(value);
}

const MAX_VALUE_LENGTH = 120;
const LEAD = 30;

/**
 * Long texts (a page's body, a note) cut to about 120 characters around their first difference,
 * so the two sides show what changed: "…the first words that differ…".
 */
function excerpts(before: string, after: string): [string, string] {
  if (before.length <= MAX_VALUE_LENGTH && after.length <= MAX_VALUE_LENGTH) return [before, after];
  let first = 0;
  if (before && after) while (first < before.length && first < after.length && before[first] === after[first]) first += 1;
  const from = first > LEAD + 10 ? first - LEAD : 0;
  const cut = (text: string) => {
    if (!text) return text;
    const end = from + MAX_VALUE_LENGTH - 1;
    let part = text.slice(from, end);
    // Whole words at both ends, where a space is near.
    if (from > 0 && text[from - 1] !== ' ') part = part.replace(/^\S{1,15}\s+/, '');
    if (end < text.length && text[end] !== ' ') part = part.replace(/\s+\S{1,15}$/, '');
    return `${from > 0 ? '…' : ''}${part.trim()}${end < text.length ? '…' : ''}`;
  };
  return [cut(before), cut(after)];
}

/**
 * Both sides of a change as a reader reads them: labels of choice values, yes/no, dates in the
 * site's date format, money and numbers in the admin's language, names for the ids of other records,
 * the text of HTML (markup only changes say so), and long texts cut around what changed.
 */
export function describeChange(change: FieldChange, kind: ValueKind | undefined, format: ValueFormat): { before: string; after: string } {
  const [before, after] = excerpts(one(change.before, kind, format, currencyOn('before', kind, format)), one(change.after, kind, format, currencyOn('after', kind, format)));
  if (kind?.kind === 'html' && before === after) return { before, after: format.translate('resources.audit.history.markupOnly') };
  return { before, after };
}

/** The site's date display with the time (HH:mm), in the browser's time zone; unreadable text as it is. */
export function formatDateTime(iso: string): string {
  return siteDateTime(iso) || iso;
}
