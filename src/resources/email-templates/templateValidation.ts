import type { Validator } from 'react-admin';
import { validatorsOf } from '../kit/validation';
import templates from './resource';

/** The template form's client validation, derived from the declaration (./resource.ts) the server checks too. */
const validatorsFor = (field: keyof typeof templates.fields): Validator[] => validatorsOf(templates.name, templates.fields[field], () => '');
export const validateName = validatorsFor('name');
export const validateDescription = validatorsFor('description');
export const validateSubject = validatorsFor('subject');
export const validateBody = validatorsFor('bodyHtml');

/** The fields the update call accepts (its body is strict). */
export function templateBody(values: Record<string, unknown>) {
  return {
    name: String(values.name ?? '').trim(),
    description: String(values.description ?? '').trim(),
    subject: String(values.subject ?? '').trim(),
    bodyHtml: String(values.bodyHtml ?? ''),
  };
}
