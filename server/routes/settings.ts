import { errorResponses } from '../../contract/common.js';
import * as contract from '../../contract/settings.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import { readSiteSettings, updateSiteSettings } from '../services/siteSettings.js';

const tags = ['settings'];

export async function settingsRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/setting',
    schema: { tags, summary: 'The site settings', response: { 200: contract.siteSettingsEnvelope, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async () => ({ data: await readSiteSettings(app.db) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/setting/update',
    schema: {
      tags,
      summary: 'Change site settings (fields left out keep their value)',
      body: contract.settingsUpdateBody,
      response: { 200: contract.siteSettingsEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await updateSiteSettings(app.db, request.body, request.user!) }),
  });
}
