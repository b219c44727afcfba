import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody, errorResponses, idSchema } from '../../contract/common.js';
import { takesImports, type ResourceDeclaration } from '../../contract/declaration.js';
import { importJobEnvelope, importJobsEnvelope, importPreviewEnvelope, importRevertEnvelope } from '../../contract/import.js';
import type { App } from '../appType.js';
import { meetsRule, requireAdmin, type AuthenticatedUser } from '../auth/guards.js';
import { discoverServerModules } from '../declared/serverModule.js';
import { multipartBody } from '../documentedBodies.js';
import { ApiError, badRequest, badRequestOn, forbidden, onField, refusal } from '../errors.js';
import { cancelImport, listImportJobs, readImportJob, revertImport, startImport } from '../import/jobs.js';
import { previewImport } from '../import/preview.js';

const tags = ['extension'];
/** The largest file an import reads: 100,000 rows of a dozen short fields fit several times over. */
const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

const importFields = z.object({
  columns: z.string().max(20_000).optional().describe('JSON: the field each column fills, in order, null for a column left out (default: matched by header)'),
  previewedAt: z.string().max(40).optional().describe("The preview's previewedAt (starting an import): a record changed after it is reported, not overwritten"),
});
const fileDescription = 'The file, after the text fields: CSV (UTF-8, with or without BOM; comma, semicolon or tab separated) or an Excel workbook (.xlsx), whose first worksheet is read';

/** The text fields and the file of an import's multipart body, the file kept in a folder of its own until it has been read. */
type Upload = { fields: Record<string, string>; fileName: string; path: string };

async function receiveUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', refusal('MULTIPART_REQUIRED'));
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        const why = refusal('UNEXPECTED_FILE', { field: part.fieldname });
        throw badRequest(`Unexpected file "${part.fieldname}": send the import as "file"`, why, onField(part.fieldname, 'Send the import as "file"', why));
      }
      const saved = path.join(await mkdtemp(path.join(tmpdir(), 'tutor-admin-import-')), 'upload');
      await pipeline(part.file, createWriteStream(saved));
      return { fields, fileName: (part.filename || 'import').slice(0, 200), path: saved };
    }
  } catch (error) {
    if (error instanceof Error && !(error instanceof ApiError) && !('statusCode' in error)) {
      const why = refusal('MULTIPART_MALFORMED');
      throw badRequest('The multipart/form-data body could not be read: it has no boundary or ends early', why, onField('request', 'Incomplete multipart/form-data', why));
    }
    throw error;
  }
  throw badRequestOn('file', 'Send the file to import as "file"', refusal('IMPORT_FILE_EMPTY'));
}

/**
 * Receives an import's upload and hands it to `handle`. The uploaded file's folder is removed once `handle` is
 * done with it, or, for an upload a started job goes on reading (`handedOver`), only when `handle` fails.
 */
async function withUpload<T>(request: FastifyRequest, handle: (upload: Upload) => Promise<T>, { handedOver = false } = {}): Promise<T> {
  const upload = await receiveUpload(request);
  let kept = false;
  try {
    const answer = await handle(upload);
    kept = handedOver;
    return answer;
  } finally {
    if (!kept) await rm(path.dirname(upload.path), { recursive: true, force: true });
  }
}

/** The columns a body chose, when it chose them. */
function chosenColumns(text: string | undefined): Array<string | null> | undefined {
  if (text === undefined || text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const columns = z.array(z.string().max(100).nullable()).max(500).safeParse(parsed);
  if (!columns.success) {
    const detail = 'columns must be a JSON list of field names or null';
    throw badRequestOn('columns', `The columns do not fit the file: ${detail}`, refusal('IMPORT_COLUMNS_INVALID', { detail }));
  }
  return columns.data;
}

/**
 * Imports into each declared resource that takes them (`takesImports`), for whoever may add its records:
 * a dry run of a CSV file or Excel workbook, then a job on the server (progress, cancel, revert) any API server answers.
 */
export async function importRoutes(app: App): Promise<void> {
  const all = await discoverServerModules();
  const importing = new Map(all.filter(takesImports).map((declaration) => [declaration.name, declaration]));
  const [first, ...others] = [...importing.keys()];
  if (!first) return;
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 4, fieldSize: 20_000, parts: 5 } });
  const resourceParams = z.object({ resource: z.enum([first, ...others]).describe('A resource that takes imports') });
  const jobParams = resourceParams.extend({ id: idSchema });

  /** The resource's declaration, when the user may add its records. */
  const importerOf = (resource: string, user: AuthenticatedUser): ResourceDeclaration => {
    const declaration = importing.get(resource)!;
    if (!meetsRule(user, declaration.access.create!)) throw forbidden();
    return declaration;
  };
  const mayUpdate = (declaration: ResourceDeclaration, user: AuthenticatedUser) => declaration.access.update !== undefined && meetsRule(user, declaration.access.update);
  const multipartRefusals = { ...errorResponses, 413: errorBody, 415: errorBody };

  app.route({
    method: 'POST',
    url: '/admin/import/:resource/preview',
    schema: {
      tags,
      summary: 'Dry run of an import of a CSV file or Excel workbook (.xlsx): which field each column fills, and how many rows would be created, updated, left unchanged or refused (each refused row with its line and why). Writes nothing.',
      consumes: ['multipart/form-data'],
      params: resourceParams,
      response: { 200: importPreviewEnvelope, ...multipartRefusals },
    },
    config: { swaggerTransform: multipartBody(importFields, { file: fileDescription }) },
    onRequest: requireAdmin,
    handler: async (request) => {
      const user = request.user!;
      const declaration = importerOf(request.params.resource, user);
      return withUpload(request, async (upload) => {
        const file = { fileName: upload.fileName, file: createReadStream(upload.path), columns: chosenColumns(upload.fields.columns) };
        return { data: await previewImport(app.db, declaration, all, file, mayUpdate(declaration, user)) };
      });
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/import/:resource',
    schema: {
      tags,
      summary:
        'Start importing a CSV file or Excel workbook as its preview showed (send the same columns and its previewedAt): a job on the server, each row through the ' +
        "resource's own create or update (rows whose unique value exists update that record; one changed after the preview is reported, not overwritten). " +
        'Answers the job at once; read it for its progress.',
      consumes: ['multipart/form-data'],
      params: resourceParams,
      response: { 200: importJobEnvelope, ...multipartRefusals },
    },
    config: { swaggerTransform: multipartBody(importFields, { file: fileDescription }) },
    onRequest: requireAdmin,
    handler: async (request) => {
      const user = request.user!;
      const declaration = importerOf(request.params.resource, user);
      return withUpload(
        request,
        async (upload) => {
          const previewedAt = Date.parse(upload.fields.previewedAt ?? '');
          if (Number.isNaN(previewedAt)) throw badRequestOn('previewedAt', "Send the preview's previewedAt", refusal('INVALID_FIELD', { field: 'previewedAt', detail: 'Required' }));
          const columns = chosenColumns(upload.fields.columns);
          const start = { declaration, all, upload, columns, previewedAt: new Date(previewedAt), actor: user, mayUpdate: mayUpdate(declaration, user) };
          return { data: await startImport(app.db, start, (error) => app.log.error({ err: error }, 'An import failed')) };
        },
        { handedOver: true },
      );
    },
  });

  app.route({
    method: 'GET',
    url: '/admin/import/:resource/jobs',
    schema: { tags, summary: "The resource's latest imports, newest first: who started each, when, from which file, and what it did", params: resourceParams, response: { 200: importJobsEnvelope, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await listImportJobs(app.db, importerOf(request.params.resource, request.user!).name) }),
  });

  app.route({
    method: 'GET',
    url: '/admin/import/:resource/jobs/:id',
    schema: { tags, summary: 'One import: its progress while it runs, what it did once it has', params: jobParams, response: { 200: importJobEnvelope, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await readImportJob(app.db, Number(request.params.id), importerOf(request.params.resource, request.user!).name) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/import/:resource/jobs/:id/cancel',
    schema: { tags, summary: 'Stop a running import after its current row; what it wrote stays, and can be reverted', params: jobParams, response: { 200: importJobEnvelope, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await cancelImport(app.db, Number(request.params.id), importerOf(request.params.resource, request.user!).name) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/import/:resource/jobs/:id/revert',
    schema: {
      tags,
      summary:
        "Undo a finished import through the resource's own calls: records it created go to the trash, those it updated get back the values it replaced; " +
        'records changed since are left as they are and listed (for whoever may update and delete its records)',
      params: jobParams,
      response: { 200: importRevertEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const user = request.user!;
      const declaration = importerOf(request.params.resource, user);
      const { update, delete: remove } = declaration.access;
      if ((update && !meetsRule(user, update)) || (remove && !meetsRule(user, remove))) throw forbidden();
      return { data: await revertImport(app.db, declaration, all, Number(request.params.id), user) };
    },
  });
}
