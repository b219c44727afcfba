/** Drops null/blank values of optional fields the API does not accept as null (e.g. a blank password). */
export function withoutBlank<T extends Record<string, unknown>>(data: T, fields: readonly string[]): T {
  const copy: Record<string, unknown> = { ...data };
  for (const field of fields) if (copy[field] === null || copy[field] === undefined || copy[field] === '') delete copy[field];
  return copy as T;
}
