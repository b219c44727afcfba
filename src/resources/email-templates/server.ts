import { z } from 'zod';
import { envelope, errorResponses, idParams } from '../../../contract/common.js';
import type { App } from '../../../server/appType.js';
import { guardFor } from '../../../server/auth/guards.js';
import { findRecord } from '../../../server/declared/records.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { badRequest, type Refusal } from '../../../server/errors.js';
import { renderEmailBody } from '../../../server/services/emailBody.js';
import { renderEmailSubject } from '../../../server/services/emailTemplates.js';
import { readSiteSettings } from '../../../server/services/siteSettings.js';
import { linkPlacementErrors, sampleValues, templateVariableErrors } from '../../../server/services/templateVariables.js';
import type { ResourceDeclaration } from '../../../contract/declaration.js';
import templates from './resource.js';

/*
 * What the declaration of email templates (./resource.ts) cannot say: a template may use only its
 * own `{{variables}}`, a link variable only where its link cannot leave the site, and the editor's
 * preview renders a draft with sample values, as the email will be.
 */

type Texts = { subject?: string | undefined; bodyHtml?: string | undefined };

/** 400 naming, per field, every `{{variable}}` the template may not use and every link put where it could leave the site. */
function assertVariablesInPlace(fields: Texts, allowed: readonly string[]): void {
  const unknown = templateVariableErrors(fields, allowed);
  const links = linkPlacementErrors(fields);
  const errors = { ...links.errors, ...unknown.errors };
  const fieldReasons = { ...links.fieldReasons, ...unknown.fieldReasons };
  const [first] = Object.keys(errors);
  if (first) throw badRequest(errors[first]!, fieldReasons[first] as Refusal, { errors, fieldReasons });
}

/** On every change, as the editor wrote it (before the sanitiser drops anything): the subject and body keep their variables in place. */
export const checkWrite: DeclaredServerModule['checkWrite'] = ({ before, sent }) => {
  const { subject, bodyHtml } = sent as Texts;
  assertVariablesInPlace({ subject, bodyHtml }, (before?.variables as string[] | undefined) ?? []);
};

/** A draft to preview; fields left out are taken from the stored template. */
const previewBody = z
  .object({ subject: z.string().max(templates.fields.subject.max), bodyHtml: z.string().max(templates.fields.bodyHtml.max) })
  .partial()
  .strict();
const previewAnswer = z.object({
  subject: z.string(),
  /** Sanitised HTML with sample values filled in, as the email's body will be. */
  html: z.string(),
  sampleValues: z.record(z.string(), z.string()),
});

/** The template, or an unsaved draft of it, rendered with sample values; changes nothing. */
async function preview(app: App, id: number, draftFields: z.infer<typeof previewBody>) {
  const stored = await findRecord(app.db, templates as unknown as ResourceDeclaration, id);
  const variables = stored.variables as string[];
  const draft = { subject: draftFields.subject ?? (stored.subject as string), bodyHtml: draftFields.bodyHtml ?? (stored.bodyHtml as string) };
  assertVariablesInPlace(draft, variables);
  const values = sampleValues(variables, app.config, await readSiteSettings(app.db));
  return { subject: renderEmailSubject(draft.subject, values), html: renderEmailBody(draft.bodyHtml, values), sampleValues: values };
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
