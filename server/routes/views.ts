import { errorResponses, idParams } from '../../contract/common.js';
import { newViewBody, viewChangesBody, viewCountsEnvelope, viewEnvelope, viewsEnvelope, viewsQuery } from '../../contract/views.js';
import type { App } from '../appType.js';
import { requireAdmin } from '../auth/guards.js';
import { updateHeaders } from '../declared/ifMatch.js';
import { discoverServerModules } from '../declared/serverModule.js';
import { savedViewsWith } from '../views/savedViews.js';

const tags = ['extension'];

/** Saved views of every list, private or shared with all staff, pinned to the menu with a count: server/views/savedViews.ts. */
export async function viewRoutes(app: App): Promise<void> {
  const views = savedViewsWith(await discoverServerModules());

  app.route({
    method: 'GET',
    url: '/admin/views',
    schema: {
      tags,
      summary: "The signed-in staff member's own saved views and the shared ones, of one list (`resource`) or of every list they may read; others' private views are never answered",
      querystring: viewsQuery,
      response: { 200: viewsEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: { items: await views.list(app.db, request.user!, request.query.resource) } }),
  });

  app.route({
    method: 'GET',
    url: '/admin/views/counts',
    schema: {
      tags,
      summary: 'How many records each pinned view the signed-in staff member sees holds now, through its list with that list\'s own rules (counted up to the list\'s cap on a large list: `capped`)',
      response: { 200: viewCountsEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: { items: await views.pinnedCounts(app.db, request.user!) } }),
  });

  app.route({
    method: 'POST',
    url: '/admin/views',
    schema: {
      tags,
      summary: "Save a list's filters, search, sort, page size and columns as a view: private, or shared with all staff (sharing needs the right to change the list's records). The query is checked against the list's own",
      body: newViewBody,
      response: { 200: viewEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await views.create(app.db, request.user!, request.body) }),
  });

  app.route({
    method: 'PUT',
    url: '/admin/views/:id',
    schema: {
      tags,
      summary: "Rename, share, pin or change a view: one's own private view, or a shared one with the right to change the list's records (send If-Match with the updatedAt you read)",
      params: idParams,
      headers: updateHeaders,
      body: viewChangesBody,
      response: { 200: viewEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await views.update(app.db, request.user!, request.params.id, request.body, request.headers['if-match']) }),
  });

  app.route({
    method: 'DELETE',
    url: '/admin/views/:id',
    schema: {
      tags,
      summary: "Remove a view: one's own private view, or a shared one with the right to change the list's records",
      params: idParams,
      response: { 200: viewEnvelope.pick({ message: true }), ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      await views.remove(app.db, request.user!, request.params.id);
      return { message: 'The view is removed' };
    },
  });
}
