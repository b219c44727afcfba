import { Readable } from 'node:stream';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyReply } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponses } from '../../contract/common.js';
import { exportBodyFor, exportTotalHeader } from '../../contract/export.js';
import type { App } from '../appType.js';
import { requireAdmin } from '../auth/guards.js';
import { discoverServerModules } from '../declared/serverModule.js';
import { csvExport } from '../export/csvExport.js';
import { exportSourcesWith } from '../export/exportSources.js';
import { exportSlots } from '../export/exportSlots.js';

/** The 200 answer in OpenAPI: a stream has no response schema for the serializer, so it is described here. */
const documentedCsvAnswer: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const answer = {
    description: 'The CSV file (UTF-8 with BOM): a header row, then one row per record of the filtered list',
    headers: { [exportTotalHeader]: { description: 'The number of rows that follow the header row', schema: { type: 'integer', minimum: 0 } } },
    content: { 'text/csv': { schema: { type: 'string' } } },
  };
  return { ...transformed, schema: { ...transformed.schema, response: { 200: answer, ...(transformed.schema.response as object) } } };
};

/** The CSV export of any list: the whole filtered list, streamed, a few at a time (exportSlots.ts). */
export async function exportRoutes(app: App): Promise<void> {
  const sources = exportSourcesWith(await discoverServerModules());
  const slots = exportSlots();
  const lists = Object.keys(sources) as [string, ...string[]];
  app.route({
    method: 'POST',
    url: '/admin/export',
    schema: {
      tags: ['extension'],
      summary:
        'CSV export of a whole list (named by its list call) with the list\'s search, filters and sort, and the role rules of that list. ' +
        'Columns are fields of the list\'s items with the given headings and value labels; dates in the site\'s date format and the given time zone, ' +
        'cents as decimal amounts. Answers text/csv (UTF-8 with BOM), streamed; the row count is in the x-total-count header. ' +
        'A few exports run at once per account and per server; beyond that the answer is 429 EXPORT_BUSY with Retry-After.',
      body: exportBodyFor(lists),
      response: errorResponses,
    },
    config: { swaggerTransform: documentedCsvAnswer },
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const release = slots.take(request.user!.id);
      // Freed when the answer ends, whether streamed to its end, failed, or dropped by the client.
      reply.raw.once('close', release);
      let started: Awaited<ReturnType<typeof csvExport>>;
      try {
        started = await csvExport(app.db, request.user!, sources, request.body);
      } catch (error) {
        release();
        throw error;
      }
      // A stream is sent as it is (no serializer); the response schemas describe the errors only.
      const streamed: FastifyReply = reply;
      void streamed.header(exportTotalHeader, String(started.total)).header('cache-control', 'no-store').type('text/csv; charset=utf-8').send(Readable.from(started.csv));
      return reply;
    },
  });
}
