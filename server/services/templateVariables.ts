import { refusal, type Refusal } from '../errors.js';
import { unknownVariables } from './templateText.js';

/**
 * Field errors for `{{variables}}` a template may not use, naming each one and the allowed set,
 * e.g. `Unknown variable {{foo}}. Use one of: displayName, link`, with the reason of each.
 */
export function templateVariableErrors(
  fields: Record<string, string | undefined>,
  allowed: readonly string[],
): { errors: Record<string, string>; fieldReasons: Record<string, Refusal> } {
  const errors: Record<string, string> = {};
  const fieldReasons: Record<string, Refusal> = {};
  for (const [field, text] of Object.entries(fields)) {
    if (text === undefined) continue;
    const unknown = unknownVariables(text, allowed);
    if (unknown.length === 0) continue;
    const named = unknown.map((name) => `{{${name}}}`).join(', ');
    const hint = allowed.length > 0 ? `Use one of: ${allowed.join(', ')}` : 'This template has no variables';
    errors[field] = `Unknown variable${unknown.length > 1 ? 's' : ''} ${named}. ${hint}`;
    const variables = unknown.map((name) => `{{${name}}}`);
    fieldReasons[field] = allowed.length > 0 ? refusal('TEMPLATE_VARIABLES_UNKNOWN', { variables, allowed }) : refusal('TEMPLATE_HAS_NO_VARIABLES', { variables });
  }
  return { errors, fieldReasons };
}

/** A believable value of each variable the seeded templates use (server/db/seed/emailTemplates.ts), and a few common ones. */
const samples: Record<string, string> = {
  displayName: 'Alex Morgan',
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  code: '482913',
  expiresIn: '1 hour',
  expiresInMinutes: '60',
  studentName: 'Sam Lee',
  tutorName: 'Dana Fischer',
  subjectName: 'Algebra',
  lessonTime: '24/11/2026 16:00',
  durationMinutes: '60',
  amount: '$45.00',
  reason: 'The tutor is unwell',
  reportTitle: 'No-show',
  reportId: '1042',
};

/** Believable values for a preview: links point at the site, other unknown names show themselves. */
export function sampleValues(variables: readonly string[], context: { appName: string; publicUrl: string }): Record<string, string> {
  return Object.fromEntries(
    variables.map((name) => {
      if (/link|url/i.test(name)) return [name, `${context.publicUrl}/example`];
      if (/^(appName|siteName|productName)$/.test(name)) return [name, context.appName];
      return [name, samples[name] ?? `[${name}]`];
    }),
  );
}
