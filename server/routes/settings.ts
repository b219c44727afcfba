import { errorResponses } from '../../contract/common.js';
import * as contract from '../../contract/settings.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import { badRequest } from '../errors.js';
import { recordAudit } from '../services/audit.js';
import { readSiteSettings } from '../services/siteSettings.js';

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
    handler: async (request) => {
      const settings = await app.db.transaction().execute(async (trx) => {
        const before = await readSiteSettings(trx, { forUpdate: true });
        const { socialLinks, ...fields } = request.body;
        const merged = { ...before, ...fields, socialLinks: { ...before.socialLinks, ...socialLinks } };
        const errors = contract.settingsFieldErrors(merged);
        const first = Object.values(errors)[0];
        if (first) throw badRequest(first, errors);
        await trx
          .updateTable('siteSettings')
          .set({ ...fields, socialLinks: JSON.stringify(merged.socialLinks), updatedAt: new Date() })
          .where('id', '=', 1)
          .execute();
        const after = await readSiteSettings(trx);
        await recordAudit(trx, { actor: request.user!, action: 'update', resource: 'site-setting', recordId: 1, before, after });
        return after;
      });
      return { data: settings };
    },
  });
}
