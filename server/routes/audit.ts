import { auditListEnvelope, auditListQuery } from '../../contract/audit.js';
import { errorResponses } from '../../contract/common.js';
import type { App } from '../appType.js';
import { requireAdmin } from '../auth/guards.js';
import { readRulesOf } from '../auth/readRules.js';
import { discoverDeclarations } from '../declared/discover.js';
import { listAudit } from '../services/auditLog.js';

export async function auditRoutes(app: App): Promise<void> {
  const declarations = await discoverDeclarations();
  // Built once, so that an audit resource without a read rule stops the server at start-up.
  const rules = readRulesOf(declarations);
  app.route({
    method: 'GET',
    url: '/admin/audit',
    schema: {
      tags: ['extension', 'audit'],
      summary:
        'The audit trail of admin writes; filter by resource and recordId (one record\'s history), actorId, action. ' +
        'Each entry answers `names`: by field, the names of the records its ids refer to (who closed a report, a tutor\'s subjects, a declared reference). ' +
        'Entries about records the reader may not read (the read rule of the records an entry describes, whatever it is filed under: admin accounts, resource admin-management, and staff profiles, resource profile, are a superAdmin\'s to read, or the account\'s own) are left out, totals included, and asking for one such record\'s history is a 403.',
      querystring: auditListQuery,
      response: { 200: auditListEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await listAudit(app.db, declarations, rules, request.user!, request.query) }),
  });
}
