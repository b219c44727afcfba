import type { TranslateFunction } from 'ra-core';

/** What a failed call says: a thrown string, the API error body's message, or the error's own message. */
export function rawErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim();
  if (!error || typeof error !== 'object') return '';
  const { body, message } = error as { body?: { message?: unknown }; message?: unknown };
  const text = typeof body?.message === 'string' && body.message !== '' ? body.message : message;
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * The server's message (spec section 8: "show the server's message"), or the translated fallback.
 * Messages the client writes itself (no connection, a bare HTTP status) are
 * translation keys (`app.request.*`) and come out in the chosen language; the server's own
 * messages are shown as they are (`_` makes polyglot answer an unknown key unchanged).
 */
export function errorMessage(error: unknown, fallback: string, translate: TranslateFunction): string {
  const message = rawErrorMessage(error);
  return message ? translate(message, { _: message }) : fallback;
}
