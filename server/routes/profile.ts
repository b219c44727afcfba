import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { errorBody, errorResponses } from '../../contract/common.js';
import * as contract from '../../contract/users.js';
import type { App } from '../appType.js';
import { requireAdmin } from '../auth/guards.js';
import { refuseBadValues } from '../checkRequestValues.js';
import { multipartBody } from '../documentedBodies.js';
import { ApiError, badRequest, badRequestOn, onField, refusal, schemaRefusal } from '../errors.js';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MEGAPIXELS } from '../services/photos.js';
import { profileFields, updateOwnProfile } from '../services/profile.js';

/** Own profile with an optional photo, as multipart/form-data (its own plugin scopes the multipart parser). */
export async function profileRoutes(app: App): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_PHOTO_BYTES, fields: 10, fieldSize: 1000, parts: 11 } });

  app.route({
    method: 'POST',
    url: '/admin/profileUpdateFileUpload',
    schema: {
      tags: ['users'],
      summary:
        'Update your own profile as multipart/form-data: fields displayName, phone, removePhoto=true, and an optional file `photo` ' +
        `(JPEG, PNG or WebP judged by its content, at most 2 MB and ${MAX_PHOTO_MEGAPIXELS} megapixels). Answers your account as stored.`,
      consumes: ['multipart/form-data'],
      response: { 200: contract.accountEnvelope, ...errorResponses, 413: errorBody, 415: errorBody },
    },
    config: { swaggerTransform: multipartBody(profileFields, {
        photo: `A JPEG, PNG or WebP image (judged by its content), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB and ${MAX_PHOTO_MEGAPIXELS} megapixels`,
      }) },
    onRequest: requireAdmin,
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the profile as multipart/form-data', refusal('MULTIPART_REQUIRED'));
      }
      const { fields, photo } = await readProfileParts(request);
      // The JSON bodies' rules: no NUL here, then the schema's lengths and trimming, as for JSON.
      refuseBadValues(fields);
      const parsed = profileFields.safeParse(fields);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'request', issue.message]));
        const [field, message] = Object.entries(errors)[0]!;
        throw badRequest(`${field}: ${message}`, schemaRefusal(field, message), { errors });
      }
      const user = await updateOwnProfile(app.db, app.config.dataDir, request.user!, parsed.data, photo);
      return { data: user, message: 'Profile updated' };
    },
  });
}

async function readProfileParts(request: FastifyRequest): Promise<{ fields: Record<string, string>; photo?: Buffer }> {
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') {
          part.file.resume();
          const why = refusal('UNEXPECTED_FILE', { field: part.fieldname });
          throw badRequest(`Unexpected file "${part.fieldname}": only "photo" may be uploaded`, why, onField(part.fieldname, 'Only a photo may be uploaded', why));
        }
        photo = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw badRequestOn('photo', 'Send one photo at most', refusal('ONE_PHOTO_ONLY'));
    }
    // The parser's own errors (no boundary, a body cut short, a broken part header) are plain Errors
    // without a status; the plugin's limits carry theirs (413) and our refusals are ApiErrors.
    if (error instanceof Error && !(error instanceof ApiError) && !('statusCode' in error)) {
      const why = refusal('MULTIPART_MALFORMED');
      throw badRequest('The multipart/form-data body could not be read: it has no boundary or ends early', why, onField('request', 'Incomplete multipart/form-data', why));
    }
    throw error;
  }
  return { fields, ...(photo && photo.length > 0 ? { photo } : {}) };
}
