import { z } from 'zod';
import { errorResponses } from '../../contract/common.js';
import { keepsTrash, type ResourceDeclaration } from '../../contract/declaration.js';
import { emptiedEnvelope, trashIdsBody, trashIdsEnvelope, trashListEnvelope, trashListQuery } from '../../contract/trash.js';
import type { App } from '../appType.js';
import { meetsRule, requireAdmin, requireSuperAdmin, type AuthenticatedUser } from '../auth/guards.js';
import { discoverServerModules } from '../declared/serverModule.js';
import { forbidden } from '../errors.js';
import { listTrash, purgeExpiredTrash, purgeFromTrash, restoreFromTrash } from '../trash/trash.js';

const tags = ['extension'];
/** How often each server removes the records whose retention has passed (any server may: the statement is idempotent). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Each declared resource's trash (server/trash/trash.ts): listed and restored by whoever may delete its
 * records, removed for good by a superAdmin, and by the server once the site settings' retention has passed.
 */
export async function trashRoutes(app: App): Promise<void> {
  const all = await discoverServerModules();
  const withTrash = new Map(all.filter(keepsTrash).map((declaration) => [declaration.name, declaration]));
  const [first, ...others] = [...withTrash.keys()];
  if (!first) return;
  const trashParams = z.object({ resource: z.enum([first, ...others]).describe('A resource that keeps a trash') });

  /** The resource's declaration, when the user may delete its records. */
  const trashOf = (resource: string, user: AuthenticatedUser): ResourceDeclaration => {
    const declaration = withTrash.get(resource)!;
    if (!meetsRule(user, declaration.access.delete!)) throw forbidden();
    return declaration;
  };

  app.route({
    method: 'GET',
    url: '/admin/trash/:resource',
    schema: {
      tags,
      summary: "The records deleted from a resource and not yet removed for good, with who deleted each, when, and when the server removes it (for those who may delete the resource's records)",
      params: trashParams,
      querystring: trashListQuery,
      response: { 200: trashListEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await listTrash(app.db, trashOf(request.params.resource, request.user!), request.query) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/trash/:resource/restore',
    schema: {
      tags,
      summary: 'Put trashed records back under their own ids, all or none: 409 naming the field when a unique value has been taken since; each gets a restore entry in its history',
      params: trashParams,
      body: trashIdsBody,
      response: { 200: trashIdsEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await restoreFromTrash(app.db, trashOf(request.params.resource, request.user!), all, request.body.ids, request.user!) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/trash/:resource/remove',
    schema: { tags, summary: 'Remove trashed records for good, all or none (superAdmin)', params: trashParams, body: trashIdsBody, response: { 200: trashIdsEnvelope, ...errorResponses } },
    onRequest: requireSuperAdmin,
    handler: async (request) => {
      const { ids } = request.body;
      await purgeFromTrash(app.db, trashOf(request.params.resource, request.user!), ids, request.user!);
      return { data: { ids } };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/trash/:resource/empty',
    schema: { tags, summary: "Remove every record of a resource's trash for good (superAdmin)", params: trashParams, response: { 200: emptiedEnvelope, ...errorResponses } },
    onRequest: requireSuperAdmin,
    handler: async (request) => ({ data: { removed: await purgeFromTrash(app.db, trashOf(request.params.resource, request.user!), undefined, request.user!) } }),
  });

  let timer: NodeJS.Timeout | undefined;
  const purge = () => purgeExpiredTrash(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'Removing expired trash failed'));
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
