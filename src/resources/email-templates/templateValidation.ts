import { maxLength, regex, required } from 'react-admin';

/** Mirrors contract/emailTemplates.ts (emailTemplateUpdateBody). */
export const validateName = [required(), maxLength(100)];
export const validateDescription = [maxLength(500)];
export const validateSubject = [required(), maxLength(200), regex(/^[^\r\n]*$/, 'resources.email-templates.validation.singleLine')];
export const validateBody = [required(), maxLength(100_000)];

/** The fields the update call accepts (its body is strict). */
export function templateBody(values: Record<string, unknown>) {
  return {
    name: String(values.name ?? '').trim(),
    description: String(values.description ?? '').trim(),
    subject: String(values.subject ?? '').trim(),
    bodyHtml: String(values.bodyHtml ?? ''),
  };
}
