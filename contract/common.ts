import { z } from 'zod';
import { errorReasonList, type ErrorReason } from './errorReasons.js';
import { text } from './text.js';
import { wholeNumberPattern } from './wholeNumberPattern.js';

// A missing field reads "Required", not zod's "expected string, received undefined".
z.config({ customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined) });

const MAX_ID = 2_147_483_647;

/**
 * A whole number as a path or query string carries it: digits only, without leading zeros, so
 * `0x10`, `1.0`, `1e3`, `007` or ` 5` are refused, not read as numbers. The published pattern is
 * exactly the range the checks take (a string has no `minimum` in OpenAPI).
 */
export function wholeNumberText(min: 0 | 1, max: number) {
  return z
    .string()
    .regex(/^(?:0|[1-9][0-9]{0,9})$/, 'Use a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `Use ${min} or more`).max(max, `Use at most ${max}`))
    .meta({ pattern: wholeNumberPattern(min, max), description: `A whole number from ${min} to ${max}` });
}

/** A record id in the path or the query string. */
export const idSchema = wholeNumberText(1, MAX_ID);
export const idParams = z.object({ id: idSchema });

/** A record id in a JSON body: a JSON integer, never a string or a boolean. */
export const bodyId = z.number().int('Use a whole number').positive().max(MAX_ID);

export const sortDirection = z.enum(['asc', 'desc']);

/** The most records one list page answers (`limit`), and so the most ids a list is narrowed to. */
export const maxPageSize = 500;

/**
 * `ids=3,7,12`: the list narrowed to these records (react-admin's getMany, the labels of a page of
 * references, in one call). Whole numbers, comma-separated, at most one page of them.
 */
export const idListQuery = z
  .string()
  .regex(/^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9})*$/, 'Use record ids separated by commas')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(
    z
      .array(z.number().max(MAX_ID, `Use ids of at most ${MAX_ID}`))
      .max(maxPageSize, `Give at most ${maxPageSize} ids`),
  )
  .meta({ description: `Only the records with these ids: whole numbers separated by commas, at most ${maxPageSize}` });

/**
 * The list query of API.md: page, limit, search, ids, sort, dir. `sortable` is the resource's
 * allowlist; anything else is a 400. Resource filters are added with `.extend()`.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: S[number]) {
  return z
    .object({
      page: wholeNumberText(1, 1_000_000).default(1),
      limit: wholeNumberText(1, maxPageSize).default(25),
      search: text(200).optional(),
      ids: idListQuery.optional(),
      sort: z.enum(sortable).default(defaultSort),
      dir: sortDirection.default('asc'),
    })
    .strict();
}

export const isoDateTime = z.string().describe('ISO 8601 UTC timestamp');

/** `{ data: T }`, optionally with a human readable message on writes. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload, message: z.string().optional() });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return envelope(
    z.object({
      items: z.array(item),
      total: z.number().int().nonnegative(),
      capped: z
        .literal(true)
        .optional()
        .describe(
          'Present when more rows match than `total` says: a page counts the matches up to 1000 past the thousand it ends in (so the next page can be asked for), ' +
            'at most 10000; the first 10000 matches, in the list order, can be paged. A narrower search or a filter finds the others.',
        ),
      reach: z
        .number()
        .int()
        .positive()
        .optional()
        .describe(
          'Present on a list too long to page through by number: a page can be opened when it starts within the first `reach` rows or ends within the last `reach` ' +
            '(any other page is a 400 PAGE_TOO_DEEP). Search, filter or sort the other way to reach the rows in between.',
        ),
    }),
  );
}

export const removeBody = z.union([
  z.object({ id: bodyId }).strict(),
  z.object({ ids: z.array(bodyId).min(1).max(500) }).strict(),
]);
export const removedEnvelope = envelope(z.object({ ids: z.array(z.number().int()) }));

/** The records of a bulk call: 1 to 500 ids, each once (a repeated id is a 400, not silently merged). */
export const bulkIds = z
  .array(bodyId)
  .min(1, 'Choose at least one record')
  .max(500, 'Choose at most 500 records')
  .refine((ids) => new Set(ids).size === ids.length, 'Give each id once')
  .meta({ uniqueItems: true });
/** A bulk call's answer: the ids it changed, all of them (a bulk call is all or nothing). */
export const bulkDoneEnvelope = envelope(z.object({ ids: z.array(z.number().int()) }));

export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'REFRESH_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EDIT_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const reason = z.enum(errorReasonList as [ErrorReason, ...ErrorReason[]]);
const params = z.record(z.string(), z.unknown());

export const errorBody = z.object({
  /** In English; a client in another language shows its own text for `reason` instead. */
  message: z.string(),
  /** The kind of failure (what a client acts on: refresh, sign in, retry). */
  code: z.enum(errorCodes),
  /** What exactly was refused, one of contract/errorReasons.ts; with `params` it is all a client needs to say it in any language. */
  reason: reason.describe('What exactly was refused (docs/errors.md lists every reason and its params)'),
  params: params.describe("The reason's values: names, counts, ids"),
  errors: z.record(z.string(), z.string()).optional(),
  /** Beside `errors`: the reason of a field's message, where the server gives one (schema checks give none). */
  fieldReasons: z.record(z.string(), z.object({ reason, params })).optional(),
  /** With EDIT_CONFLICT: the record as it is now, changed by someone else since the caller read it. */
  current: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Default error responses, so every route documents them in OpenAPI. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
} as const;
