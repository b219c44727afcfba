import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../contract/common.js';
import type { ErrorParams, ErrorReason, Refusal } from '../contract/errorReasons.js';

export type { Refusal } from '../contract/errorReasons.js';

/** `refusal('IN_USE', {label, uses})`: a reason with exactly the params contract/errorReasons.ts lists for it. */
export function refusal<R extends ErrorReason>(reason: R, ...params: keyof ErrorParams<R> extends never ? [] : [ErrorParams<R>]): Refusal<R> {
  return { reason, params: params[0] ?? {} } as Refusal<R>;
}

export interface ApiErrorDetails {
  /** Field messages (English), shown beside each input. */
  errors?: Record<string, string>;
  /** The reason of each field message that has one. */
  fieldReasons?: Record<string, Refusal>;
  headers?: Record<string, string>;
  /** The record as stored now, answered with EDIT_CONFLICT. */
  current?: unknown;
}

/** The same message and reason on one field: `badRequest(message, why, onField('photo', message, why))`. */
export const onField = (field: string, message: string, why: Refusal): ApiErrorDetails => ({ errors: { [field]: message }, fieldReasons: { [field]: why } });

/** An error whose status, code, reason and message are safe to show to the caller. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly refusal: Refusal,
    public readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get errors() {
    return this.details.errors;
  }
}

export const badRequest = (message: string, why: Refusal, details?: ApiErrorDetails) => new ApiError(400, 'VALIDATION_FAILED', message, why, details);
/** "Tutor not found", "Subject 4, 7 not found": `what` is the English noun, `resource` the admin's name for it. */
export const notFound = (what: string, resource: string, ids: readonly number[] = []) =>
  new ApiError(404, 'NOT_FOUND', `${what}${ids.length > 0 ? ` ${ids.join(', ')}` : ''} not found`, refusal('NOT_FOUND', { resource, ids }));
export const conflict = (message: string, why: Refusal, details?: ApiErrorDetails) => new ApiError(409, 'CONFLICT', message, why, details);
/** A 400 whose message is also the message of one field. */
export const badRequestOn = (field: string, message: string, why: Refusal) => badRequest(message, why, onField(field, message, why));
/** A 409 whose message is also the message of one field. */
export const conflictOn = (field: string, message: string, why: Refusal) => conflict(message, why, onField(field, message, why));
export const editConflict = (current: unknown) =>
  new ApiError(409, 'EDIT_CONFLICT', 'Someone else changed this record after you opened it', refusal('EDIT_CONFLICT'), { current });
export const forbidden = (message = 'You are not allowed to do this', why: Refusal = refusal('FORBIDDEN')) => new ApiError(403, 'FORBIDDEN', message, why);
export const unauthenticated = (message = 'Sign in to continue') => new ApiError(401, 'UNAUTHENTICATED', message, refusal('SIGN_IN_REQUIRED'));

/** The refusal of a value that fails its schema: `field` is its path (`request` for the whole), `detail` the schema's English message. */
export const schemaRefusal = (field: string, detail: string): Refusal =>
  field === 'request' ? refusal('INVALID_REQUEST', { detail }) : refusal('INVALID_FIELD', { field, detail });

/** node-postgres / PGlite error codes that mean "the database is not there right now". */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && unavailableCodes.has(e.code)) return true;
  // `connect ENOENT`: the Unix socket of a stopped server is gone.
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|connect ENOENT|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

/** The refusal a schema check gives its issue (`params: { refusal }`, a custom check such as a reversed range's), if any. */
export function issueRefusal(params: unknown): Refusal | undefined {
  const given = (params as { refusal?: Refusal; params?: { refusal?: Refusal } } | undefined) ?? {};
  return given.refusal ?? given.params?.refusal;
}

function fieldErrors(issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'request';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const plain = (status: number, code: ErrorCode, message: string, why: Refusal): [number, ErrorBody] => [status, { message, code, ...why }];

/** The one error handler: every failure becomes `{message, code, reason, params, errors?, fieldReasons?}` with no internals. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    const { errors, fieldReasons, headers, current } = error.details;
    if (headers) reply.headers(headers);
    return send(reply, error.statusCode, {
      message: error.message,
      code: error.code,
      ...error.refusal,
      ...(errors ? { errors } : {}),
      ...(fieldReasons ? { fieldReasons } : {}),
      ...(current === undefined ? {} : { current }),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.entries(errors)[0];
    const message = first ? (first[0] === 'request' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
    const why = issueRefusal(error.validation[0]?.params) ?? schemaRefusal(first?.[0] ?? 'request', first?.[1] ?? message);
    return send(reply, 400, { message, code: 'VALIDATION_FAILED', ...why, errors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return send(reply, ...plain(500, 'INTERNAL', 'Something went wrong on our side', refusal('INTERNAL')));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(reply, ...plain(503, 'UNAVAILABLE', 'The database is unavailable. Try again in a moment.', refusal('DATABASE_UNAVAILABLE')));
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return send(reply, ...plain(413, 'PAYLOAD_TOO_LARGE', 'The upload is too large', refusal('UPLOAD_TOO_LARGE')));
  }
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return send(reply, ...plain(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this request as application/json', refusal('JSON_REQUIRED')));
  }
  if (status === 429) {
    return send(reply, ...plain(429, 'RATE_LIMITED', 'Too many requests. Try again later.', refusal('RATE_LIMITED')));
  }
  if (status === 404) return send(reply, ...plain(404, 'NOT_FOUND', 'Not found', refusal('ROUTE_NOT_FOUND')));
  if (status >= 400 && status < 500) {
    return send(reply, ...plain(status, 'VALIDATION_FAILED', 'The request could not be read', refusal('REQUEST_UNREADABLE')));
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, ...plain(500, 'INTERNAL', 'Something went wrong on our side', refusal('INTERNAL')));
}
