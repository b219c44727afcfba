import { updateHeaders } from '../../../server/declared/ifMatch.js';
import { errorResponses } from '../../../contract/common.js';
import * as contract from '../../../contract/settings.js';
import type { App } from '../../../server/appType.js';
import { guardFor } from '../../../server/auth/guards.js';
import { readSiteSettings, updateSiteSettings } from '../../../server/services/siteSettings.js';
import settings from './resource.js';

const tags = ['settings'];

/** The calls of the site settings (./resource.ts names them): read the one record, and change some of its values. */
export default async function settingsCalls(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/setting',
    schema: { tags, summary: 'The site settings', response: { 200: contract.siteSettingsEnvelope, ...errorResponses } },
    onRequest: guardFor(settings.access.read),
    handler: async () => ({ data: await readSiteSettings(app.db) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/setting/update',
    schema: {
      tags,
      summary: 'Change site settings (fields left out keep their value)',
      body: contract.settingsUpdateBody,
      headers: updateHeaders,
      response: { 200: contract.siteSettingsEnvelope, ...errorResponses },
    },
    onRequest: guardFor(settings.access.update!),
    handler: async (request) => ({ data: await updateSiteSettings(app.db, request.body, request.user!, request.headers['if-match']) }),
  });
}
