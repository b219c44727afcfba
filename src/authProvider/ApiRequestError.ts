import { HttpError } from 'ra-core';
import type { ErrorBody } from '../../contract/common';

export type ApiErrorCode = ErrorBody['code'] | 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  errors?: Record<string, string>;
}

/**
 * A failed API call: `{status, code, message, errors?}`. It is a react-admin `HttpError` whose
 * `body` is the server's error body, because react-admin's create and edit controllers read
 * `error.body.errors` and put each message beside its input (in pessimistic mutation mode).
 */
export class ApiRequestError extends HttpError {
  readonly code: ApiErrorCode;
  readonly errors?: Record<string, string>;
  declare readonly status: number;
  declare readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message, status, body);
    Object.setPrototypeOf(this, ApiRequestError.prototype);
    this.name = 'ApiRequestError';
    this.code = body.code;
    if (body.errors) this.errors = body.errors;
  }
}

const fallbackMessages: Record<number, string> = {
  401: 'Sign in to continue',
  403: 'You are not allowed to do this',
  404: 'Not found',
  413: 'The upload is too large',
  429: 'Too many requests. Try again later.',
  503: 'The server is unavailable. Try again in a moment.',
};

/** Reads the error body of a failed response; answers a plain message when it is not JSON. */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    body = undefined;
  }
  const message =
    typeof body?.message === 'string' && body.message !== ''
      ? body.message
      : (fallbackMessages[response.status] ?? `The request failed (HTTP ${response.status})`);
  const code = typeof body?.code === 'string' ? body.code : 'UNEXPECTED_RESPONSE';
  const errors = body?.errors && typeof body.errors === 'object' ? body.errors : undefined;
  return new ApiRequestError(response.status, { message, code, ...(errors ? { errors } : {}) });
}

export const networkError = () =>
  new ApiRequestError(0, { message: 'Cannot reach the server. Check your connection and try again.', code: 'NETWORK_ERROR' });
