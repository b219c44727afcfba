import { errorResponses, idParams } from '../../contract/common.js';
import * as contract from '../../contract/emailTemplates.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import {
  emailTemplateListSource,
  findEmailTemplate,
  previewEmailTemplate,
  updateEmailTemplate,
} from '../services/emailTemplates.js';
import { pageOf } from '../services/listPage.js';

const tags = ['email templates'];

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
    handler: async (request) => ({ data: await findEmailTemplate(app.db, request.params.id) }),
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
    handler: async (request) => ({ data: await updateEmailTemplate(app.db, request.user!, request.params.id, request.body) }),
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
    handler: async (request) => ({ data: await previewEmailTemplate(app.db, app.config, request.params.id, request.body) }),
  });
}
