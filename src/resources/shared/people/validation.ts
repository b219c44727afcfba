import type { Validator } from 'react-admin';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** One zod issue as a react-admin validation message (translated by ra.validation.* or our keys). */
function issueMessage(issue: Issue) {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? { message: 'ra.validation.minLength', args: { min: Number(issue.minimum) } }
        : { message: 'ra.validation.minValue', args: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { message: 'ra.validation.maxLength', args: { max: Number(issue.maximum) } }
        : { message: 'ra.validation.maxValue', args: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? 'ra.validation.email' : 'app.people.validation.format';
    case 'invalid_value':
      return 'app.people.validation.choice';
    default:
      return 'app.people.validation.invalid';
  }
}

/**
 * A react-admin validator running the CONTRACT's zod schema for one field, so the form checks exactly
 * what the server checks; the message is ours, translated. Blank values are `required`'s business.
 */
export function zodField(schema: z.ZodType, { required = false }: { required?: boolean } = {}): Validator {
  const validator: Validator & { isRequired?: boolean } = (value: unknown) => {
    const blank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    if (blank) return required ? 'ra.validation.required' : undefined;
    const result = schema.safeParse(value);
    const issue = result.success ? undefined : result.error.issues[0];
    return issue ? issueMessage(issue) : undefined;
  };
  // react-admin marks the label of a required input with an asterisk when this flag is set.
  if (required) validator.isRequired = true;
  return validator;
}

/** Only the listed fields of a form's values (the API rejects unknown fields), blanks as given. */
export function pickFields<T extends Record<string, unknown>>(data: T, fields: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => fields.includes(key) && value !== undefined)) as Partial<T>;
}
