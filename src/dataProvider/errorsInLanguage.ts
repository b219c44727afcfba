import type { TranslateFunction } from 'ra-core';
import { ApiRequestError } from '../authProvider/ApiRequestError';
import { apiErrorText, apiFieldErrorTexts } from '../i18n/apiErrorText';

/** The same failure with its message and field messages in the chosen language (src/i18n/apiErrorText.ts); reason and params stay. */
export function errorInLanguage(error: unknown, translate: TranslateFunction): unknown {
  if (!(error instanceof ApiRequestError) || !error.reason) return error;
  const errors = apiFieldErrorTexts(error, translate);
  return new ApiRequestError(error.status, {
    ...error.body,
    message: apiErrorText(error, translate) || error.body.message,
    ...(Object.keys(errors).length > 0 ? { errors } : {}),
  });
}

/**
 * Decorates a dataProvider so that what react-admin shows of a failure itself (the notification of
 * a failed save or delete, the server's messages beside inputs) is in the chosen language: every
 * method's failure goes through errorInLanguage. `translate` is read at the failure, so it follows
 * a change of language.
 */
export function withErrorsInLanguage<T extends object>(dataProvider: T, translate: TranslateFunction): T {
  const decorated: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(dataProvider)) {
    decorated[name] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            Promise.resolve((value as (...args: unknown[]) => unknown).apply(dataProvider, args)).catch((error: unknown) => {
              throw errorInLanguage(error, translate);
            })
        : value;
  }
  return decorated as T;
}
