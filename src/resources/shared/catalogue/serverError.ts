/**
 * Reading the API's error body (`{message, code, errors?}`) off whatever the HTTP client threw:
 * react-admin's HttpError keeps it in `body`, C1's ApiRequestError carries `errors` itself.
 */
interface ErrorLike {
  message?: unknown;
  errors?: Record<string, unknown>;
  body?: { message?: unknown; errors?: Record<string, unknown> };
}

const asErrorLike = (error: unknown): ErrorLike => (error && typeof error === 'object' ? (error as ErrorLike) : {});

/** The server's message for one field, if it sent one. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  const e = asErrorLike(error);
  const value = e.body?.errors?.[field] ?? e.errors?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The server's human readable message, else the error's own message. */
export function serverMessage(error: unknown): string | undefined {
  const e = asErrorLike(error);
  if (typeof error === 'string') return error;
  const value = e.body?.message ?? e.message;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The field message if there is one, else the general message: what to show beside an input. */
export function serverErrorFor(error: unknown, field: string): string | undefined {
  return serverFieldError(error, field) ?? serverMessage(error);
}

/**
 * Form errors to return from a react-admin `<Form onSubmit>`: the server's field errors for the
 * form's fields, or its general message beside `fallbackField` when it named none of them.
 */
export function formErrorsFromServer(error: unknown, sources: string[], fallbackField: string): Record<string, string> {
  const named = sources.flatMap((source) => {
    const message = serverFieldError(error, source);
    return message ? [[source, message] as const] : [];
  });
  if (named.length > 0) return Object.fromEntries(named);
  return { [fallbackField]: serverMessage(error) ?? 'ra.notification.http_error' };
}
