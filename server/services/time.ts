export const iso = (value: Date): string => value.toISOString();
export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);
