import { useDeclaredValidators } from '../kit/useDeclaredValidators';

/** The template form's client validation, derived from the declaration (./resource.ts) the server checks too. */
export const useTemplateValidators = () => useDeclaredValidators(['name', 'description', 'subject', 'bodyHtml']);

/** The fields the update call accepts (its body is strict). */
export function templateBody(values: Record<string, unknown>) {
  return {
    name: String(values.name ?? '').trim(),
    description: String(values.description ?? '').trim(),
    subject: String(values.subject ?? '').trim(),
    bodyHtml: String(values.bodyHtml ?? ''),
  };
}
