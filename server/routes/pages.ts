import type { FastifyReply } from 'fastify';
import { errorResponses, idParams, removeBody, removedEnvelope } from '../../contract/common.js';
import * as contract from '../../contract/pages.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import { withIsoDates } from '../services/jsonDates.js';
import { pageOf } from '../services/listPage.js';
import { addPage, findPage, findPublishedPage, pageListSource, removePages, updatePage } from '../services/pages.js';
import { removeIds } from '../services/removeIds.js';

const tags = ['pages'];

export async function pageRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/page-management',
    schema: {
      tags,
      summary: 'List content pages (search title and slug; filter published)',
      querystring: contract.pageListQuery,
      response: { 200: contract.pageListEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await pageOf(pageListSource(app.db, request.query), request.query) }),
  });

  app.route({
    method: 'GET',
    url: '/admin/page-management/:id',
    schema: { tags, summary: 'One content page', params: idParams, response: { 200: contract.pageEnvelope, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await findPage(app.db, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/page-management/update/:id',
    schema: {
      tags,
      summary: 'Change a content page (the content is sanitised)',
      params: idParams,
      body: contract.pageUpdateBody,
      response: { 200: contract.pageEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await updatePage(app.db, request.user!, request.params.id, request.body) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/page-management/add',
    schema: {
      tags: ['extension', ...tags],
      summary: 'Add a content page (the content is sanitised)',
      body: contract.pageAddBody,
      response: { 200: contract.pageEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await addPage(app.db, request.user!, request.body) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/page-management/remove',
    schema: {
      tags: ['extension', ...tags],
      summary: 'Remove unpublished content pages (all or nothing)',
      body: removeBody,
      response: { 200: removedEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: { ids: await removePages(app.db, request.user!, removeIds(request.body)) } }),
  });

  app.route({
    method: 'GET',
    url: '/getPage',
    schema: {
      tags,
      summary: 'A published page for the public site (no sign-in)',
      description: 'Cacheable but revalidated on every use (Cache-Control: no-cache, ETag): If-None-Match with the current ETag answers 304.',
      querystring: contract.publicPageQuery,
      response: { 200: contract.publicPageEnvelope, ...errorResponses },
    },
    handler: async (request, reply) => {
      const row = await findPublishedPage(app.db, request.query.slug);
      // Cached, but checked with the server on every use: an editor sees their change at once.
      const etag = `"${row.updatedAt.getTime().toString(36)}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        // 304 has no body, so no response schema: the reply is sent untyped.
        const notModified: FastifyReply = reply;
        return notModified.code(304).send();
      }
      return { data: withIsoDates(row) };
    },
  });
}
