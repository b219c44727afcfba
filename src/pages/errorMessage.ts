import type { TranslateFunction } from 'ra-core';
import { apiErrorText } from '../i18n/apiErrorText.js';

/** What a failed call says: a thrown string, the API error body's message, or the error's own message (as it came, untranslated). */
export function rawErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim();
  if (!error || typeof error !== 'object') return '';
  const { body, message } = error as { body?: { message?: unknown }; message?: unknown };
  const text = typeof body?.message === 'string' && body.message !== '' ? body.message : message;
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * The server's message (spec section 8: "show the server's message") in the chosen language, or the
 * translated fallback. The server's refusals come out in the chosen language by their reason
 * (src/i18n/apiErrorText.ts), in its English only when the admin does not know the reason; messages
 * the client writes itself (no connection, a bare HTTP status) are translation keys (`app.request.*`).
 */
export function errorMessage(error: unknown, fallback: string, translate: TranslateFunction): string {
  return apiErrorText(error, translate) || fallback;
}
