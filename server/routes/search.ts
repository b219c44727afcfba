import { errorResponses } from '../../contract/common.js';
import { searchEnvelope, searchQuery } from '../../contract/search.js';
import type { App } from '../appType.js';
import { requireAdmin } from '../auth/guards.js';
import { discoverServerModules } from '../declared/serverModule.js';
import { searchAllWith } from '../search/searchAll.js';

/** One search box for every resource (the admin's command palette): server/search/searchAll.ts. */
export async function searchRoutes(app: App): Promise<void> {
  const searchAll = searchAllWith(await discoverServerModules());
  app.route({
    method: 'GET',
    url: '/admin/search',
    schema: {
      tags: ['extension'],
      summary:
        'Search every resource the signed-in staff member may read at once, as each list searches (its searched fields; a whole number also finds the record with that id), ' +
        'with each list\'s own rules (staff accounts for a superAdmin only). Answers up to `limit` records per resource with their labels, grouped by resource, the best match first (a label that is the term, then one that starts with it), then in menu order; ' +
        'resources with no match are left out.',
      querystring: searchQuery,
      response: { 200: searchEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: { groups: await searchAll(app.db, request.user!, request.query.q, request.query.limit) } }),
  });
}
