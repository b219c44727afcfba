import { HttpError } from 'ra-core';
import type { ErrorBody } from '../../contract/common';

/** EDIT_CONFLICT: a declared resource's update whose If-Match version is stale (409). */
export type ApiErrorCode = ErrorBody['code'] | 'EDIT_CONFLICT' | 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/** What exactly the server refused, and its values (contract/errorReasons.ts); src/i18n/apiErrorText.ts words it. */
export interface ApiRefusal {
  reason: string;
  params: Record<string, unknown>;
}

export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  reason?: string;
  params?: Record<string, unknown>;
  errors?: Record<string, string>;
  fieldReasons?: Record<string, ApiRefusal>;
  /** With EDIT_CONFLICT: the record as stored now. */
  current?: Record<string, unknown>;
}

/**
 * A failed API call: `{status, code, reason, params, message, errors?, fieldReasons?}`. It is a react-admin `HttpError` whose
 * `body` is the server's error body, because react-admin's create and edit controllers read
 * `error.body.errors` and put each message beside its input (in pessimistic mutation mode).
 */
export class ApiRequestError extends HttpError {
  readonly code: ApiErrorCode;
  readonly reason?: string;
  readonly params?: Record<string, unknown>;
  readonly errors?: Record<string, string>;
  readonly fieldReasons?: Record<string, ApiRefusal>;
  declare readonly status: number;
  declare readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message, status, body);
    Object.setPrototypeOf(this, ApiRequestError.prototype);
    this.name = 'ApiRequestError';
    this.code = body.code;
    if (body.reason) this.reason = body.reason;
    if (body.params) this.params = body.params;
    if (body.errors) this.errors = body.errors;
    if (body.fieldReasons) this.fieldReasons = body.fieldReasons;
  }
}

/**
 * Messages the client writes itself are translation keys (src/i18n/en.ts, `app.request.*`):
 * react-admin's notifications and input errors translate them, and `errorMessage()`
 * (src/pages/errorMessage.ts) does where a screen shows an error itself. The server's own
 * message (English) is kept as it came, beside its `reason` and `params`, from which
 * src/i18n/apiErrorText.ts says it in the chosen language.
 */
const fallbackMessages: Record<number, string> = {
  401: 'app.request.unauthorized',
  403: 'app.request.forbidden',
  404: 'app.request.not_found',
  413: 'app.request.too_large',
  429: 'app.request.too_many',
  503: 'app.request.unavailable',
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
      : (fallbackMessages[response.status] ?? 'ra.notification.http_error');
  const code = typeof body?.code === 'string' ? body.code : 'UNEXPECTED_RESPONSE';
  const isObject = (value: unknown): value is Record<string, never> => !!value && typeof value === 'object' && !Array.isArray(value);
  const reason = typeof body?.reason === 'string' ? body.reason : undefined;
  const params = isObject(body?.params) ? body.params : undefined;
  const errors = isObject(body?.errors) ? body.errors : undefined;
  const fieldReasons = isObject(body?.fieldReasons) ? body.fieldReasons : undefined;
  const current = isObject(body?.current) ? body.current : undefined;
  return new ApiRequestError(response.status, {
    message,
    code,
    ...(reason ? { reason, params: params ?? {} } : {}),
    ...(errors ? { errors } : {}),
    ...(fieldReasons ? { fieldReasons } : {}),
    ...(current ? { current } : {}),
  });
}

/** No answer at all (offline, server down, connection dropped). */
export const networkError = () => new ApiRequestError(0, { message: 'app.request.network', code: 'NETWORK_ERROR' });
