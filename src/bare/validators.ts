/** A field check of the bare forms: the translation key of the problem, or undefined when the value is fine. */
export type FieldCheck<V> = (value: string, values: V) => string | undefined;

export const required = (value: string) => (value.trim() ? undefined : 'app.auth.required');

/** The same shape the server accepts (contract/auth.ts `email`): something@domain.tld, no spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const validEmail = (value: string) => (!value || emailShape.test(value.trim()) ? undefined : 'app.auth.invalid_email');

export const atLeast = (length: number, key: string) => (value: string) => (!value || value.length >= length ? undefined : key);
