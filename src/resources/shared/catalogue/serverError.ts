import type { TranslateFunction } from 'react-admin';
import { apiFieldErrorText } from '../../../i18n/apiErrorText';
import { errorMessage, rawErrorMessage } from '../../../pages/errorMessage';

/**
 * Reading the API's error body (`{message, code, reason, params, errors?, fieldReasons?}`) off
 * whatever the HTTP client threw: react-admin's HttpError keeps it in `body`, C1's ApiRequestError
 * carries `errors` itself. With `translate`, a message comes out in the chosen language
 * (src/i18n/apiErrorText.ts); without it, as the error has it: the admin's dataProvider already
 * puts its errors in the chosen language (src/dataProvider/errorsInLanguage.ts), and react-admin
 * translates what it shows.
 */
interface ErrorLike {
  message?: unknown;
  errors?: Record<string, unknown>;
  body?: { message?: unknown; errors?: Record<string, unknown> };
}

const asErrorLike = (error: unknown): ErrorLike => (error && typeof error === 'object' ? (error as ErrorLike) : {});

/** The server's message for one field, if it sent one. */
export function serverFieldError(error: unknown, field: string, translate?: TranslateFunction): string | undefined {
  if (translate) return apiFieldErrorText(error, field, translate);
  const e = asErrorLike(error);
  const value = e.body?.errors?.[field] ?? e.errors?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The server's human readable message, else the error's own message (untranslated: for notify and form errors, which translate). */
export function serverMessage(error: unknown): string | undefined {
  return rawErrorMessage(error) || undefined;
}

/**
 * What to show of a failure on screen: the server's refusal or the client's own message key
 * (e.g. no connection) in the chosen language, else react-admin's generic one.
 */
export const errorText = (error: unknown, translate: TranslateFunction): string =>
  errorMessage(error, translate('ra.notification.http_error'), translate);

/** The field message if there is one, else the general message: what to show beside an input. */
export function serverErrorFor(error: unknown, field: string): string | undefined {
  return serverFieldError(error, field) ?? serverMessage(error);
}

/** What a react-admin `<Form onSubmit>` returns for a failed save: messages per field, and `root.serverError` for the form's message. */
export type FormErrors = Record<string, string | { serverError: string }>;

/**
 * Form errors to return from a react-admin `<Form onSubmit>`: the server's field errors for the
 * form's fields, or its general message beside `fallbackField` when it named none of them. A
 * general message (a lost connection, a refusal of the whole record) is also the form's message
 * (`root.serverError`), so the notification says it instead of react-admin's "The form is not
 * valid". Pass `translate` for an error that did not come through the dataProvider (an account call).
 */
export function formErrorsFromServer(error: unknown, sources: string[], fallbackField: string, translate?: TranslateFunction): FormErrors {
  const named = sources.flatMap((source) => {
    const message = serverFieldError(error, source, translate);
    return message ? [[source, message] as const] : [];
  });
  if (named.length > 0) return Object.fromEntries(named);
  const message = (translate ? errorText(error, translate) : serverMessage(error)) ?? 'ra.notification.http_error';
  return { [fallbackField]: message, root: { serverError: message } };
}
