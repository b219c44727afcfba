import { email, maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import { wholePattern, type FieldDeclaration } from '../../../contract/declaration';
import { isHttpsAddress } from '../../../contract/webAddress';

const moneyBound =
  (bound: number, fails: (cents: number) => boolean, message: 'ra.validation.minValue' | 'ra.validation.maxValue'): Validator =>
  (value: unknown) =>
    typeof value === 'number' && fails(value) ? { message, args: message === 'ra.validation.minValue' ? { min: bound / 100 } : { max: bound / 100 } } : undefined;

/** Must not be before another date-time field of the same form (ISO strings compare as instants only when parsed). */
const notBefore =
  (other: string, otherLabel: string): Validator =>
  (value: unknown, values: Record<string, unknown>) => {
    const earliest = values[other];
    if (typeof value !== 'string' || typeof earliest !== 'string' || value === '' || earliest === '') return undefined;
    return Date.parse(value) < Date.parse(earliest) ? { message: 'app.content.declared.notBefore', args: { field: otherLabel } } : undefined;
  };

/** A full https:// address, or empty for none (each link of a `links` field). */
const httpsLink: Validator = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' || isHttpsAddress(text) ? undefined : 'app.content.declared.httpsLink';
};

/** At most `scale` digits after the point (a decimal field). */
const atMostDecimals =
  (scale: number): Validator =>
  (value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    const scaled = value * 10 ** scale;
    return Math.abs(scaled - Math.round(scaled)) < 1e-9 ? undefined : { message: 'app.content.declared.decimals', args: { scale } };
  };

/**
 * react-admin validators for one declared field (for a group of links, those of each link) (the server checks the same rules again).
 * `labelOf` gives another field's label in the current language (validation messages do not translate their arguments).
 */
export function validatorsOf(resource: string, field: FieldDeclaration, labelOf: (field: string) => string): Validator[] {
  const validators: Validator[] = [];
  if (field.required && field.kind !== 'boolean') validators.push(required());
  switch (field.kind) {
    case 'text':
    case 'longText':
      if (field.kind === 'text' && field.email) validators.push(email());
      if (field.kind === 'text' && field.pattern) {
        validators.push(regex(wholePattern(field)!, `resources.${resource}.validation.${field.pattern.message}`));
      }
      if (field.min !== undefined) validators.push(minLength(field.min));
      validators.push(maxLength(field.max));
      break;
    case 'html':
      validators.push(maxLength(field.max));
      break;
    case 'integer':
    case 'decimal':
      if (field.min !== undefined) validators.push(minValue(field.min));
      if (field.max !== undefined) validators.push(maxValue(field.max));
      if (field.kind === 'decimal') validators.push(atMostDecimals(field.scale));
      break;
    case 'links':
      validators.push(maxLength(field.maxLength ?? 300), httpsLink);
      break;
    case 'money':
      if (field.min !== undefined) validators.push(moneyBound(field.min, (cents) => cents < (field.min ?? 0), 'ra.validation.minValue'));
      if (field.max !== undefined) validators.push(moneyBound(field.max, (cents) => cents > (field.max ?? 0), 'ra.validation.maxValue'));
      break;
    case 'references': {
      const most = field.max;
      if (most !== undefined) validators.push((value: unknown) => (Array.isArray(value) && value.length > most ? { message: 'ra.validation.maxValue', args: { max: most } } : undefined));
      break;
    }
    case 'texts': {
      const most = field.max ?? 50;
      const longest = field.maxLength ?? 100;
      validators.push((value: unknown) => {
        if (!Array.isArray(value)) return undefined;
        if (value.length > most) return { message: 'app.content.declared.tooManyTexts', args: { max: most } };
        return value.some((text) => typeof text === 'string' && text.trim().length > longest) ? { message: 'ra.validation.maxLength', args: { max: longest } } : undefined;
      });
      break;
    }
    case 'dateTime':
      if (field.notBefore) validators.push(notBefore(field.notBefore, labelOf(field.notBefore)));
      break;
    default:
      break;
  }
  return validators;
}
