import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { App } from '../appType.js';
import { ApiError, refusal } from '../errors.js';
import { mimeOfExtension, storedPhotoName, uploadsDir } from '../services/photos.js';

const fileNotFound = () => new ApiError(404, 'NOT_FOUND', 'File not found', refusal('FILE_NOT_FOUND'));

/**
 * Serves stored profile photos at GET /uploads/<name> (outside /api/v1: register this on the root
 * app). Names are random and never reused, so they may be cached for a year; nosniff and a
 * sandboxing CSP keep a file from ever running as a page.
 */
export async function uploadFileRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/uploads/:name',
    schema: { hide: true, params: z.object({ name: z.string().max(100) }) },
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!storedPhotoName.test(name)) throw fileNotFound();
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(uploadsDir(app.config.dataDir), name));
      } catch {
        throw fileNotFound();
      }
      return reply
        .type(mimeOfExtension[name.split('.').pop()!]!)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  });
}
