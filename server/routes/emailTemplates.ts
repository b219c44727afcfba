import type { Kysely } from 'kysely';
import { errorResponses, idParams } from '../../contract/common.js';
import * as contract from '../../contract/emailTemplates.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import type { Database } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { recordAudit } from '../services/audit.js';
import { withIsoDates } from '../services/jsonDates.js';
import { listSource, pageOf } from '../services/listPage.js';
import { sanitizeHtml } from '../services/sanitizeHtml.js';
import { renderTemplateText } from '../services/templateText.js';
import { sampleValues, templateVariableErrors } from '../services/templateVariables.js';

const tags = ['email templates'];
const summaryColumns = ['id', 'key', 'name', 'description', 'subject', 'variables', 'createdAt', 'updatedAt'] as const;
const sortColumns = Object.fromEntries(contract.emailTemplateSortable.map((field) => [field, `emailTemplates.${field}`]));

async function findTemplate(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('emailTemplates').select([...summaryColumns, 'bodyHtml']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Email template');
  return withIsoDates(row);
}

/** The email templates list: its rows, order and search, for its pages and its export. */
export function emailTemplateListSource(db: Kysely<Database>) {
  return listSource({
    base: db.selectFrom('emailTemplates').select(summaryColumns),
    toItems: (rows) => rows.map(withIsoDates),
    options: {
      sortColumns,
      idColumn: 'emailTemplates.id',
      search: (eb, pattern) =>
        eb.or(['key', 'name', 'subject'].map((field) => eb(`emailTemplates.${field as 'key'}`, 'ilike', pattern))),
    },
  });
}

/** 400 naming every `{{variable}}` the template may not use, per field. */
function assertKnownVariables(fields: { subject?: string; bodyHtml?: string }, allowed: readonly string[]) {
  const errors = templateVariableErrors(fields, allowed);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

export async function emailTemplateRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/emailTemplate',
    schema: {
      tags,
      summary: 'List email templates (search key, name and subject)',
      querystring: contract.emailTemplateListQuery,
      response: { 200: contract.emailTemplateListEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await pageOf(emailTemplateListSource(app.db), request.query) }),
  });

  app.route({
    method: 'GET',
    url: '/admin/emailTemplate/:id',
    schema: { tags, summary: 'One email template', params: idParams, response: { 200: contract.emailTemplateEnvelope, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await findTemplate(app.db, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/emailTemplate/update/:id',
    schema: {
      tags,
      summary: 'Change an email template (the body is sanitised; only the template’s own variables are allowed)',
      params: idParams,
      body: contract.emailTemplateUpdateBody,
      response: { 200: contract.emailTemplateEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const template = await app.db.transaction().execute(async (trx) => {
        const before = await findTemplate(trx, id);
        const changes = { ...request.body, bodyHtml: sanitizeHtml(request.body.bodyHtml) };
        assertKnownVariables(changes, before.variables);
        if (changes.bodyHtml === '') throw badRequest('The body has no content left once unsafe markup is removed', { bodyHtml: 'Enter the message body' });
        await trx.updateTable('emailTemplates').set({ ...changes, updatedAt: new Date() }).where('id', '=', id).execute();
        const after = await findTemplate(trx, id);
        await recordAudit(trx, { actor: request.user!, action: 'update', resource: 'email-templates', recordId: id, before, after });
        return after;
      });
      return { data: template };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/emailTemplate/preview/:id',
    schema: {
      tags: ['extension', ...tags],
      summary: 'Render a template, or an unsaved draft of it, with sample values; changes nothing',
      params: idParams,
      body: contract.emailTemplatePreviewBody,
      response: { 200: contract.emailTemplatePreviewEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const stored = await findTemplate(app.db, request.params.id);
      const draft = { subject: request.body.subject ?? stored.subject, bodyHtml: request.body.bodyHtml ?? stored.bodyHtml };
      assertKnownVariables(draft, stored.variables);
      const values = sampleValues(stored.variables, app.config);
      return {
        data: {
          subject: renderTemplateText(draft.subject, values, 'text'),
          html: sanitizeHtml(renderTemplateText(sanitizeHtml(draft.bodyHtml), values, 'html')),
          sampleValues: values,
        },
      };
    },
  });
}
