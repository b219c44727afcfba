import { z } from 'zod';
import { envelope, errorResponses, idParams } from '../../../contract/common.js';
import type { App } from '../../../server/app.js';
import { guardFor } from '../../../server/auth/guards.js';
import { findRecord } from '../../../server/declared/records.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { badRequest, type Refusal } from '../../../server/errors.js';
import { sanitizeHtml } from '../../../server/services/sanitizeHtml.js';
import { renderTemplateText } from '../../../server/services/templateText.js';
import { sampleValues, templateVariableErrors } from '../../../server/services/templateVariables.js';
import type { ResourceDeclaration } from '../kit/declaration.js';
import templates from './resource.js';

/*
 * What the declaration of email templates (./resource.ts) cannot say: a template may use only its
 * own `{{variables}}`, and the editor's preview renders a draft with sample values.
 */

type Texts = { subject?: string; bodyHtml?: string };

/** 400 naming every `{{variable}}` the template may not use, per field. */
function assertKnownVariables(fields: Texts, allowed: readonly string[]): void {
  const { errors, fieldReasons } = templateVariableErrors(fields, allowed);
  const [first] = Object.keys(errors);
  if (first) throw badRequest(errors[first]!, fieldReasons[first] as Refusal, { errors, fieldReasons });
}

/** On every change: the subject and body may use only the template's own variables. */
export const checkWrite: DeclaredServerModule['checkWrite'] = ({ before, values }) => {
  const { subject, bodyHtml } = values as Texts;
  assertKnownVariables({ subject, bodyHtml }, (before?.variables as string[] | undefined) ?? []);
};

/** A draft to preview; fields left out are taken from the stored template. */
const previewBody = z
  .object({ subject: z.string().max(templates.fields.subject.max), bodyHtml: z.string().max(templates.fields.bodyHtml.max) })
  .partial()
  .strict();
const previewAnswer = z.object({
  subject: z.string(),
  /** Sanitised HTML with sample values filled in. */
  html: z.string(),
  sampleValues: z.record(z.string(), z.string()),
});

/** The template, or an unsaved draft of it, rendered with sample values; changes nothing. */
async function preview(app: App, id: number, draftFields: z.infer<typeof previewBody>) {
  const stored = await findRecord(app.db, templates as unknown as ResourceDeclaration, id);
  const variables = stored.variables as string[];
  const draft = { subject: draftFields.subject ?? (stored.subject as string), bodyHtml: draftFields.bodyHtml ?? (stored.bodyHtml as string) };
  assertKnownVariables(draft, variables);
  const values = sampleValues(variables, app.config);
  return {
    subject: renderTemplateText(draft.subject, values, 'text'),
    html: sanitizeHtml(renderTemplateText(sanitizeHtml(draft.bodyHtml), values, 'html')),
    sampleValues: values,
  };
}

export default async function emailTemplateCalls(app: App): Promise<void> {
  app.route({
    method: 'POST',
    url: '/admin/emailTemplate/preview/:id',
    schema: {
      tags: ['extension', templates.name],
      summary: 'Render a template, or an unsaved draft of it, with sample values; changes nothing',
      params: idParams,
      body: previewBody,
      response: { 200: envelope(previewAnswer), ...errorResponses },
    },
    onRequest: guardFor(templates.access.read),
    handler: async (request) => ({ data: await preview(app, request.params.id, request.body) }),
  });
}
