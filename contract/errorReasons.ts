/**
 * Every refusal the API makes, by its `reason`, with the names of the `params` it carries
 * (docs/errors.md). An error body says `reason` and `params` beside its `code` and English
 * `message`; a field of `errors` may say its own in `fieldReasons`. The admin has a text for each
 * reason in every language (src/i18n/apiErrors.ts, src/i18n/apiErrorTranslations.ts) and shows the
 * English `message` only for a reason it does not know. Zod-free: the admin imports it.
 *
 * Param values are plain: text, numbers, lists of text or numbers (ids), and for the in-use
 * refusals the uses of a record as `{<resource>: <count>}`. A `resource` param is one of the admin's
 * resource names (`tutors`, `languages`), a `field` param a field of that resource.
 */
export const errorReasons = {
  // Signing in and sessions
  SIGN_IN_FAILED: [],
  ACCOUNT_SUSPENDED: [],
  ACCOUNT_NOT_ACTIVE: [],
  TOO_MANY_ATTEMPTS: ['seconds'],
  SIGN_IN_REQUIRED: [],
  SESSION_EXPIRED: [],
  SESSION_INVALID: [],
  SESSION_ENDED: [],
  SESSION_ENDED_FOR_SAFETY: [],
  AUTHORIZATION_HEADER_INVALID: [],
  // Passwords and emailed links
  CURRENT_PASSWORD_REQUIRED: [],
  PASSWORD_WRONG: [],
  PASSWORD_UNCHANGED: [],
  LINK_INVALID: [],
  LINK_EXPIRED: [],
  LINK_USED: [],
  // Who may do what
  FORBIDDEN: [],
  STAFF_ONLY: [],
  SUPER_ADMIN_ONLY: [],
  EDITOR_NOT_ALLOWED: [],
  ADMIN_ACCOUNTS_SUPER_ADMIN_ONLY: [],
  HISTORY_NOT_READABLE: [],
  OWN_PASSWORD_NEEDS_CHANGE_PASSWORD: [],
  PASSWORD_SET_SUPER_ADMIN_ONLY: [],
  TYPE_AND_ROLE_SUPER_ADMIN_ONLY: [],
  OWN_TYPE_ROLE_STATUS: [],
  OWN_ACCOUNT_DELETE: [],
  // Accounts
  EMAIL_TAKEN: [],
  USER_TYPE_CHANGE: [],
  ROLE_REQUIRED: [],
  ROLE_STAFF_ONLY: [],
  TUTOR_STATUS_FOLLOWS_APPROVAL: [],
  LAST_SUPER_ADMIN: [],
  TUTOR_STATUS_MOVE: ['status', 'action'],
  // Records
  NOT_FOUND: ['resource', 'ids'],
  /** One record of a bulk call refused: `cause` is its own reason and params. */
  RECORD_REFUSED: ['resource', 'id', 'cause'],
  ROUTE_NOT_FOUND: [],
  FILE_NOT_FOUND: [],
  EDIT_CONFLICT: [],
  IF_MATCH_INVALID: [],
  /** X-Revert-Of names no entry of the updated record's history. */
  REVERT_OF_UNKNOWN: [],
  DUPLICATE_NAME: ['resource', 'value'],
  DUPLICATE: ['resource', 'field', 'value'],
  DUPLICATE_SUBJECT: ['value', 'parent'],
  DUPLICATE_TOP_SUBJECT: ['value'],
  IN_USE: ['label', 'uses'],
  IN_USE_NONE_REMOVED: ['records'],
  REMOVAL_REFUSED: ['resource', 'rule', 'labels'],
  STILL_REFERENCED: ['resource'],
  REFERENCE_MISSING: ['resource', 'ids'],
  REFERENCE_IN_TRASH: ['resource', 'labels'],
  REFERENCE_REMOVED: ['resource', 'field'],
  NOT_BEFORE: ['resource', 'field', 'other'],
  RANGE_REVERSED: ['resource', 'field'],
  MIN_ABOVE_MAX: ['resource', 'field'],
  HTML_EMPTY: ['resource', 'field'],
  PARENT_SUBJECT_MISSING: ['id'],
  SUBJECT_UNDER_ITSELF: ['label'],
  SUBJECT_TOO_DEEP: ['limit'],
  SUBJECT_TREE_CHANGED: [],
  NOT_SUB_SUBJECTS: ['ids', 'parent'],
  TEMPLATE_VARIABLES_UNKNOWN: ['variables', 'allowed'],
  TEMPLATE_HAS_NO_VARIABLES: ['variables'],
  TEMPLATE_LINK_MISPLACED: ['variables'],
  MAINTENANCE_MESSAGE_REQUIRED: [],
  // Requests
  INVALID_FIELD: ['field', 'detail'],
  INVALID_REQUEST: ['detail'],
  REQUEST_UNREADABLE: [],
  REQUEST_TOO_DEEP: ['max'],
  NUL_CHARACTER: [],
  PAGE_TOO_DEEP: ['page', 'total', 'max'],
  EXPORT_FIELD_UNKNOWN: ['field', 'fields'],
  EXPORT_BUSY: ['seconds'],
  EVENT_STREAM_ONLY: [],
  LIVE_STREAMS_BUSY: ['seconds'],
  TIME_ZONE_INVALID: [],
  IMPORT_FILE_UNREADABLE: [],
  IMPORT_FILE_EMPTY: [],
  IMPORT_NO_COLUMN: ['fields'],
  IMPORT_COLUMNS_INVALID: ['detail'],
  IMPORT_RUNNING: [],
  IMPORT_STOPPED: [],
  // A row of an import file that is not imported (in the import's `refusals`, not an error body)
  IMPORT_NOT_A_NUMBER: ['resource', 'field'],
  IMPORT_NOT_AN_AMOUNT: ['resource', 'field'],
  IMPORT_NOT_YES_OR_NO: ['resource', 'field'],
  IMPORT_NOT_A_DATE: ['resource', 'field', 'example'],
  IMPORT_NOT_A_DATE_TIME: ['resource', 'field'],
  IMPORT_LINKS_NOT_IMPORTED: ['resource', 'field'],
  IMPORT_VALUE_INVALID: ['resource', 'field', 'detail'],
  IMPORT_REFERENCE_MISSING: ['resource', 'field', 'labels'],
  IMPORT_KEY_REPEATED: ['resource', 'field', 'line'],
  IMPORT_UPDATE_NOT_ALLOWED: ['resource', 'field'],
  IMPORT_CHANGED_SINCE_PREVIEW: [],
  JSON_REQUIRED: [],
  MULTIPART_REQUIRED: [],
  MULTIPART_MALFORMED: [],
  UPLOAD_TOO_LARGE: [],
  UNEXPECTED_FILE: ['field'],
  ONE_PHOTO_ONLY: [],
  PHOTO_TYPE: [],
  PHOTO_DAMAGED: [],
  PHOTO_TOO_MANY_PIXELS: ['megapixels', 'side'],
  // The server
  RATE_LIMITED: [],
  DATABASE_UNAVAILABLE: [],
  SERVER_RESTARTING: [],
  INTERNAL: [],
} as const satisfies Record<string, readonly string[]>;

export type ErrorReason = keyof typeof errorReasons;

/** The reasons as a list: what the admin's translation test walks. */
export const errorReasonList = Object.keys(errorReasons) as ErrorReason[];

/** A record that cannot be removed: its label and what still uses it (`{tutors: 3}`). */
export interface InUseRecord {
  label: string;
  uses: Record<string, number>;
}

export type ErrorParamValue =
  | string
  | number
  | readonly string[]
  | readonly number[]
  | Readonly<Record<string, number>>
  | readonly InUseRecord[]
  | { readonly reason: ErrorReason; readonly params: Readonly<Record<string, unknown>> };

/** The params of one reason: exactly the names the registry lists. */
export type ErrorParams<R extends ErrorReason> = { readonly [K in (typeof errorReasons)[R][number]]: ErrorParamValue };

/** A reason with its params, as an error body (or one field of it) carries them; `Refusal` alone is any of them. */
export type Refusal<R extends ErrorReason = ErrorReason> = R extends ErrorReason ? { reason: R; params: ErrorParams<R> } : never;
