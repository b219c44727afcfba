/** One Date as the API answers it: an ISO 8601 UTC string. */
export const iso = (value: Date): string => value.toISOString();
export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

export type WithIsoDates<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A database row as the API answers it: every Date field (top level) as an ISO 8601 string. */
export function withIsoDates<T extends object>(row: T): WithIsoDates<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as WithIsoDates<T>;
}
