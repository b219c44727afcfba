import { useSyncExternalStore } from 'react';

/** The date displays the site settings offer (mirrors contract/settings.ts `dateFormats`). */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The spec's default date display (section 1), until the site settings say otherwise. */
export const defaultDateFormat: DateFormat = 'DD/MM/YYYY';

/** Kept between visits, so that a reload shows dates the chosen way before the settings arrive. */
const storageKey = 'tutorAdmin.dateFormat';

export const isDateFormat = (value: unknown): value is DateFormat => DATE_FORMATS.includes(value as DateFormat);

function stored(): DateFormat {
  try {
    const value = localStorage.getItem(storageKey);
    return isDateFormat(value) ? value : defaultDateFormat;
  } catch {
    return defaultDateFormat;
  }
}

let current: DateFormat = stored();
const listeners = new Set<() => void>();

/** The date display the site settings chose (DD/MM/YYYY by default). */
export function siteDateFormat(): DateFormat {
  return current;
}

/** Takes the site settings' date format; anything not offered is ignored. */
export function setSiteDateFormat(format: unknown): void {
  if (!isDateFormat(format) || format === current) return;
  current = format;
  try {
    localStorage.setItem(storageKey, format);
  } catch {
    // Private mode or a full storage: the format still applies for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current date display; the component renders again when the settings change it. */
export function useSiteDateFormat(): DateFormat {
  return useSyncExternalStore(subscribe, siteDateFormat, siteDateFormat);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Formats a date in the browser's time zone, by default in the site settings' date display
 * (DD/MM/YYYY unless changed). Tokens: YYYY, MM, DD, HH, mm, ss; anything else is kept.
 * Empty or invalid input gives an empty string, never "Invalid Date".
 */
export function formatDate(value: string | number | Date | null | undefined, format: string = siteDateFormat()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** The site's date display with the time (HH:mm), in the browser's time zone. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatDate(value, `${siteDateFormat()} HH:mm`);
}
