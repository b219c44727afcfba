import { refusal, type Refusal } from '../errors.js';
import { isLinkVariable, misplacedLinkVariables } from './emailBody.js';
import { unknownVariables, variablesUsed } from './templateText.js';
import { formatMoney } from '../../contract/numberFormats.js';
import { formatDateAs } from '../../contract/dateTokens.js';

interface FieldErrors {
  errors: Record<string, string>;
  fieldReasons: Record<string, Refusal>;
}

/**
 * Field errors for `{{variables}}` a template may not use, naming each one and the allowed set,
 * e.g. `Unknown variable {{foo}}. Use one of: displayName, link`, with the reason of each.
 */
export function templateVariableErrors(
  fields: Record<string, string | undefined>,
  allowed: readonly string[],
): FieldErrors {
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

/**
 * Field errors for link variables put where the link could leave the site (./emailBody.ts): in the
 * subject at all, in the body anywhere but as a link's whole address or text on its own.
 */
export function linkPlacementErrors({ subject, bodyHtml }: { subject?: string | undefined; bodyHtml?: string | undefined }): FieldErrors {
  const misplaced = {
    subject: subject === undefined ? [] : variablesUsed(subject).filter(isLinkVariable),
    bodyHtml: bodyHtml === undefined ? [] : misplacedLinkVariables(bodyHtml),
  };
  const result: FieldErrors = { errors: {}, fieldReasons: {} };
  for (const [field, names] of Object.entries(misplaced)) {
    if (names.length === 0) continue;
    const variables = names.map((name) => `{{${name}}}`);
    result.errors[field] =
      `${variables.join(', ')} may be used only in the body, as the whole address of a link or as text on its own: never in the subject, inside another address or in another attribute`;
    result.fieldReasons[field] = refusal('TEMPLATE_LINK_MISPLACED', { variables });
  }
  return result;
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
  durationMinutes: '60',
  reason: 'The tutor is unwell',
  reportTitle: 'No-show',
  reportId: '1042',
};

/** The sample lesson: 24 November 2026, 16:00 (local time, so that every server shows the same). */
const sampleLesson = () => new Date(2026, 10, 24, 16, 0);

/**
 * Believable values for a preview: links point at the site, dates and amounts as the site settings
 * write them (the emails are in English, so amounts in English notation), other unknown names show
 * themselves.
 */
export function sampleValues(
  variables: readonly string[],
  context: { appName: string; publicUrl: string },
  site: { dateFormat: string; currency: string },
): Record<string, string> {
  const dated: Record<string, string> = {
    lessonTime: formatDateAs(sampleLesson(), `${site.dateFormat} HH:mm`),
    amount: formatMoney(4500, 'en', site.currency),
  };
  return Object.fromEntries(
    variables.map((name) => {
      if (isLinkVariable(name)) return [name, `${context.publicUrl}/example`];
      if (/^(appName|siteName|productName)$/.test(name)) return [name, context.appName];
      return [name, dated[name] ?? samples[name] ?? `[${name}]`];
    }),
  );
}
