import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { errorResponses, idParams, removeBody, removedEnvelope } from '../../contract/common.js';
import * as contract from '../../contract/pages.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import type { Database } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { recordAudit } from '../services/audit.js';
import { withIsoDates } from '../services/jsonDates.js';
import { listSource, pageOf } from '../services/listPage.js';
import { isUniqueViolation } from '../services/pgErrors.js';
import { removeIds } from '../services/removeIds.js';
import { sanitizeHtml } from '../services/sanitizeHtml.js';

const tags = ['pages'];
const summaryColumns = ['id', 'slug', 'title', 'published', 'createdAt', 'updatedAt'] as const;
const sortColumns = Object.fromEntries(contract.pageSortable.map((field) => [field, `pages.${field}`]));

async function findPage(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('pages').select([...summaryColumns, 'contentHtml']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Page');
  return withIsoDates(row);
}

/** The pages list: its rows, order and search, for its pages and its export. */
export function pageListSource(db: Kysely<Database>, query: z.infer<typeof contract.pageListQuery>) {
  let base = db.selectFrom('pages').select(summaryColumns);
  if (query.published !== undefined) base = base.where('published', '=', query.published);
  return listSource({
    base,
    toItems: (rows) => rows.map(withIsoDates),
    options: {
      sortColumns,
      idColumn: 'pages.id',
      search: (eb, pattern) => eb.or([eb('pages.title', 'ilike', pattern), eb('pages.slug', 'ilike', pattern)]),
    },
  });
}

const slugTaken = (slug: string) => {
  const message = `Another page already uses the slug "${slug}"`;
  return conflict(message, { slug: message });
};

async function assertSlugFree(db: Kysely<Database>, slug: string | undefined, exceptId?: number) {
  if (slug === undefined) return;
  let query = db.selectFrom('pages').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw slugTaken(slug);
}

/** Runs a page write; a slug taken by a concurrent write gets the same 409 as the pre-check. */
async function writing<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug ?? '');
    throw error;
  }
}

const sanitized = <T extends { contentHtml?: string }>(fields: T): T =>
  fields.contentHtml === undefined ? fields : { ...fields, contentHtml: sanitizeHtml(fields.contentHtml) };

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
    handler: async (request) => {
      const { id } = request.params;
      const changes = sanitized(request.body);
      const page = await writing(changes.slug, () =>
        app.db.transaction().execute(async (trx) => {
          const before = await findPage(trx, id);
          await assertSlugFree(trx, changes.slug, id);
          await trx.updateTable('pages').set({ ...changes, updatedAt: new Date() }).where('id', '=', id).execute();
          const after = await findPage(trx, id);
          await recordAudit(trx, { actor: request.user!, action: 'update', resource: 'pages', recordId: id, before, after });
          return after;
        }),
      );
      return { data: page };
    },
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
    handler: async (request) => {
      const fields = sanitized(request.body);
      const page = await writing(fields.slug, () =>
        app.db.transaction().execute(async (trx) => {
          await assertSlugFree(trx, fields.slug);
          const { id } = await trx.insertInto('pages').values(fields).returning('id').executeTakeFirstOrThrow();
          const created = await findPage(trx, id);
          await recordAudit(trx, { actor: request.user!, action: 'create', resource: 'pages', recordId: id, after: created });
          return created;
        }),
      );
      return { data: page };
    },
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
    handler: async (request) => {
      const ids = removeIds(request.body);
      const removed = await app.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('pages').selectAll().where('id', 'in', ids).forUpdate().execute();
        const found = new Set(rows.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) throw notFound(`Page ${missing.join(', ')}`);
        // A published page is live on the public site and linked from it: take it offline first.
        const live = rows.filter((row) => row.published);
        if (live.length > 0) {
          throw conflict(`${live.map((row) => `"${row.title}"`).join(', ')} ${live.length === 1 ? 'is' : 'are'} published. Unpublish before removing, so no live link breaks unnoticed`);
        }
        await trx.deleteFrom('pages').where('id', 'in', ids).execute();
        for (const row of rows) {
          await recordAudit(trx, { actor: request.user!, action: 'delete', resource: 'pages', recordId: row.id, before: withIsoDates(row) });
        }
        return ids;
      });
      return { data: { ids: removed } };
    },
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
      const row = await app.db
        .selectFrom('pages')
        .select(['slug', 'title', 'contentHtml', 'updatedAt'])
        .where('slug', '=', request.query.slug)
        .where('published', '=', true)
        .executeTakeFirst();
      if (!row) throw notFound('Page');
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
