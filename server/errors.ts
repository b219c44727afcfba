import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../contract/common.js';

/** An error whose status, code and message are safe to show to the caller. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly errors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    /** The record as stored now, answered with EDIT_CONFLICT. */
    public readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_FAILED', message, errors);
export const notFound = (what = 'Record') => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, errors?: Record<string, string>) => new ApiError(409, 'CONFLICT', message, errors);
export const editConflict = (current: unknown) =>
  new ApiError(409, 'EDIT_CONFLICT', 'Someone else changed this record after you opened it', undefined, undefined, current);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in to continue') => new ApiError(401, 'UNAUTHENTICATED', message);

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

/** The one error handler: every failure becomes `{message, code, errors?}` with no internals. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.statusCode, {
      message: error.message,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.current === undefined ? {} : { current: error.current }),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.entries(errors)[0];
    const message = first ? (first[0] === 'request' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
    return send(reply, 400, { message, code: 'VALIDATION_FAILED', errors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return send(reply, 500, { message: 'Something went wrong on our side', code: 'INTERNAL' });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(reply, 503, { message: 'The database is unavailable. Try again in a moment.', code: 'UNAVAILABLE' });
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return send(reply, 413, { message: 'The upload is too large', code: 'PAYLOAD_TOO_LARGE' });
  }
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return send(reply, 415, { message: 'Send this request as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  if (status === 429) {
    return send(reply, 429, { message: 'Too many requests. Try again later.', code: 'RATE_LIMITED' });
  }
  if (status >= 400 && status < 500) {
    const message = status === 404 ? 'Not found' : 'The request could not be read';
    return send(reply, status, { message, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: 'Something went wrong on our side', code: 'INTERNAL' });
}
