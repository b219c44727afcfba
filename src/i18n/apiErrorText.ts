import type { TranslateFunction } from 'ra-core';
import type { ErrorReason } from '../../contract/errorReasons';

/*
 * The one place where a failed API call becomes the text shown (docs/errors.md). The server says
 * what it refused as a `reason` with `params` (contract/errorReasons.ts); this says it in the
 * chosen language from `app.api_error.reason.<REASON>` (./apiErrors.ts), turning the params into
 * words first. A reason the admin does not know falls back to the server's English `message`.
 * Everything that shows an error reads it here: the bare pages (src/pages/errorMessage.ts), the
 * screens (src/resources/shared/catalogue/serverError.ts) and, for react-admin's own
 * notifications and input errors, the admin's dataProvider (src/dataProvider/errorsInLanguage.ts).
 */

interface Refusal {
  reason: string;
  params: Record<string, unknown>;
}

interface ErrorParts {
  message: string;
  refusal?: Refusal;
  errors: Record<string, unknown>;
  fieldReasons: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const asRefusal = (value: unknown): Refusal | undefined =>
  isObject(value) && typeof value.reason === 'string' ? { reason: value.reason, params: isObject(value.params) ? value.params : {} } : undefined;

/** The server's body as react-admin's HttpError keeps it (`body`), else the error's own fields. */
function partsOf(error: unknown): ErrorParts {
  if (typeof error === 'string') return { message: error.trim(), errors: {}, fieldReasons: {} };
  if (!isObject(error)) return { message: '', errors: {}, fieldReasons: {} };
  const body = isObject(error.body) ? error.body : {};
  const pick = (name: string) => body[name] ?? error[name];
  const message = [body.message, error.message].find((text): text is string => typeof text === 'string' && text.trim() !== '') ?? '';
  const refusal = asRefusal({ reason: pick('reason'), params: pick('params') });
  const errors = pick('errors');
  const fieldReasons = pick('fieldReasons');
  return { message: message.trim(), ...(refusal ? { refusal } : {}), errors: isObject(errors) ? errors : {}, fieldReasons: isObject(fieldReasons) ? fieldReasons : {} };
}

const isPlainList = (value: unknown): value is (string | number)[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');

const isCounts = (value: unknown): value is Record<string, number> => isObject(value) && Object.values(value).every((count) => typeof count === 'number');

/** Params whose values are words the admin has texts for: the key of each value's text. */
const valueTexts: Record<string, (value: string) => string> = {
  status: (value) => `app.people.status.${value}`,
  action: (value) => `resources.tutors.status.actions.${value}`,
};

/** The params as words: lists joined, resource and field names as their labels, counts with their nouns. */
function words(params: Record<string, unknown>, translate: TranslateFunction): Record<string, string | number> {
  const said: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') said[name] = valueTexts[name] ? translate(valueTexts[name](value), { _: value }) : value;
    else if (typeof value === 'number') said[name] = value;
    else if (isPlainList(value)) said[name] = value.join(', ');
  }
  const recordsOf = (resource: string, count: number) => translate(`resources.${resource}.name`, { smart_count: count, _: resource });
  // "Tutors: 1": the kind of record as a heading (plural), then the count.
  const usesOf = (uses: Record<string, number>) =>
    Object.entries(uses)
      .map(([resource, count]) => `${recordsOf(resource, 2)}: ${count}`)
      .join(', ');
  const { resource, ids, id, seconds, uses, records, cause } = params;
  if (typeof resource === 'string') {
    const named = isPlainList(ids) ? ids : typeof id === 'number' ? [id] : [];
    said.record = [recordsOf(resource, Math.max(named.length, 1)), ...(named.length > 0 ? [named.join(', ')] : [])].join(' ');
    for (const name of ['field', 'other']) {
      const field = params[name];
      if (typeof field === 'string') said[name] = translate(`resources.${resource}.fields.${field}`, { _: field });
    }
  }
  if (typeof seconds === 'number') {
    said.wait = seconds < 120 ? translate('app.api_error.wait.seconds', { smart_count: seconds }) : translate('app.api_error.wait.minutes', { smart_count: Math.ceil(seconds / 60) });
  }
  if (isCounts(uses)) said.uses = usesOf(uses);
  if (Array.isArray(records)) {
    said.records = records
      .filter((record): record is { label: string; uses: Record<string, number> } => isObject(record) && typeof record.label === 'string' && isCounts(record.uses))
      .map((record) => `${record.label} (${usesOf(record.uses)})`)
      .join('; ');
  }
  const because = asRefusal(cause);
  if (because) said.cause = refusalText(because, translate, '');
  return said;
}

/** A removal refused by a declared rule says it in the resource's own words (`resources.<name>.validation.<rule>`), when it has them. */
function ruleText({ resource, rule, labels }: Record<string, unknown>, translate: TranslateFunction): string {
  if (typeof resource !== 'string' || typeof rule !== 'string' || !isPlainList(labels)) return '';
  const texts = labels.map((label) => translate(`resources.${resource}.validation.${rule}`, { label, _: '' }));
  return texts.every(Boolean) ? texts.join(' ') : '';
}

/** The key of a reason's text: for a refusal the admin makes itself before sending, in the server's words. */
export const reasonTextKey = (reason: ErrorReason) => `app.api_error.reason.${reason}`;

/** One reason with its params in the chosen language; `english` (the server's message) when the admin has no text for the reason. */
export function refusalText({ reason, params }: Refusal, translate: TranslateFunction, english: string): string {
  if (reason === 'REMOVAL_REFUSED') {
    const own = ruleText(params, translate);
    if (own) return own;
  }
  return translate(reasonTextKey(reason as ErrorReason), { ...words(params, translate), _: english });
}

/**
 * The text of a failed call in the chosen language, or '' when it carries none. Without a reason
 * (no connection, a body that is not the API's), the message is a key of the client's own
 * (`app.request.*`) or the server's words, shown as they are.
 */
export function apiErrorText(error: unknown, translate: TranslateFunction): string {
  const { message, refusal } = partsOf(error);
  if (refusal) return refusalText(refusal, translate, message);
  return message ? translate(message, { _: message }) : '';
}

/** The message of one field in the chosen language, if the server named that field. */
export function apiFieldErrorText(error: unknown, field: string, translate: TranslateFunction): string | undefined {
  const { errors, fieldReasons } = partsOf(error);
  const english = typeof errors[field] === 'string' ? errors[field] : undefined;
  const refusal = asRefusal(fieldReasons[field]);
  if (refusal) return refusalText(refusal, translate, english ?? '') || english;
  return english;
}

/** Every field message of the error, each in the chosen language where the server gave its reason. */
export function apiFieldErrorTexts(error: unknown, translate: TranslateFunction): Record<string, string> {
  const { errors } = partsOf(error);
  return Object.fromEntries(Object.keys(errors).flatMap((field) => {
    const text = apiFieldErrorText(error, field, translate);
    return text === undefined ? [] : [[field, text] as const];
  }));
}
