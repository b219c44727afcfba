import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { errorBody, errorResponses } from '../../contract/common.js';
import * as contract from '../../contract/users.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import { multipartBody } from '../documentedBodies.js';
import { ApiError, badRequest, badRequestOn, onField, refusal, schemaRefusal } from '../errors.js';
import { sendSetPasswordEmail, sendVerificationEmail } from '../services/accountEmails.js';
import { MAX_PHOTO_BYTES } from '../services/photos.js';
import { updateOwnProfile } from '../services/profile.js';
import { deleteAccount, getUser, listUsers, registerAccount, updateUser } from '../services/users.js';

const extension = ['extension', 'users'];

/** Admins, superAdmins, tutors and students ("accounts"): register, read, update, delete, own profile. */
export async function userRoutes(app: App): Promise<void> {
  app.route({
    method: 'POST',
    url: '/admin/register',
    schema: {
      tags: ['users'],
      summary:
        'Create an account (userType admin, superAdmin, tutor or user). Staff accounts need a superAdmin. ' +
        'A tutor or student created without a password is emailed a link to choose one (which also confirms the address); ' +
        'one created with a password is emailed a link to confirm the address.',
      body: contract.registerBody,
      response: { 200: contract.accountEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const account = await registerAccount(app.db, request.user!, request.body);
      if (account.userType === 'tutor' || account.userType === 'user') await sendAccountLink(app, request, account, request.body.password ? 'verify' : 'choosePassword');
      return { data: account, message: 'Account created' };
    },
  });

  app.route({
    method: 'GET',
    url: '/admin/user',
    schema: {
      tags: extension,
      summary: 'List accounts; filter by userType (user, tutor, admin, superAdmin or staff) and status. Staff accounts are listed to superAdmins only.',
      querystring: contract.userListQuery,
      response: { 200: contract.accountListEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await listUsers(app.db, request.user!, request.query) }),
  });

  app.route({
    method: 'GET',
    url: '/admin/user/:id',
    schema: {
      tags: ['users'],
      summary: 'One account with its booking and report counts and 5 latest bookings. Staff accounts: superAdmin (or yourself).',
      params: contract.userParams,
      response: { 200: contract.accountDetailEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await getUser(app.db, request.user!, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/user/:id',
    schema: {
      tags: extension,
      summary:
        'Update an account. Staff accounts, userType and userRole need a superAdmin; nobody changes their own type, role or status; ' +
        'the last active superAdmin cannot be demoted or disabled (409). A tutor\'s status changes through POST /admin/tutor/{id}/status. ' +
        '`password` sets another account\'s password: a superAdmin only, audited as set_password, and it ends that account\'s sessions; ' +
        'your own password changes through /user/changePassword. Changing your own email needs `currentPassword`. A changed email is ' +
        'unconfirmed until its owner follows the link sent to the new address.',
      params: contract.userParams,
      body: contract.userUpdateBody,
      response: { 200: contract.accountEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const { account, emailChanged } = await updateUser(app.db, request.user!, request.params.id, request.body);
      if (emailChanged) await sendAccountLink(app, request, account, 'verify');
      return { data: account, message: emailChanged ? 'Account updated. A link to confirm the new email address was sent to it.' : 'Account updated' };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/user/delete/:id',
    schema: {
      tags: extension,
      summary:
        'Soft-delete an account: it disappears from lists, its email is free again, its sessions end, its future bookings still pending payment are cancelled; ' +
        'past bookings and reports stay readable with its name. Same rules as update; you cannot delete yourself.',
      params: contract.userParams,
      response: { 200: contract.deletedAccountEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const deleted = await deleteAccount(app.db, request.user!, request.params.id);
      return { data: deleted, message: 'Account deleted' };
    },
  });

  await app.register(profileUploadRoute);
}

/**
 * Emails a link to confirm the address, or to choose a first password (an account created without
 * one). Mail trouble must not undo a created or changed account: the admin can send a reset link later.
 */
async function sendAccountLink(app: App, request: FastifyRequest, account: contract.AccountRecord, link: 'verify' | 'choosePassword') {
  const send = link === 'verify' ? sendVerificationEmail : sendSetPasswordEmail;
  try {
    await send({ db: app.db, config: app.config, log: request.log }, account);
  } catch (error) {
    request.log.warn({ err: error, accountId: account.id }, `could not send the ${link === 'verify' ? 'verification' : 'choose-a-password'} email`);
  }
}

/** Own profile with an optional photo, as multipart/form-data (its own plugin scopes the multipart parser). */
async function profileUploadRoute(app: App): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_PHOTO_BYTES, fields: 10, fieldSize: 1000, parts: 11 } });

  app.route({
    method: 'POST',
    url: '/admin/profileUpdateFileUpload',
    schema: {
      tags: ['users'],
      summary:
        'Update your own profile as multipart/form-data: fields displayName, phone, removePhoto=true, and an optional file `photo` ' +
        '(JPEG, PNG or WebP judged by its content, at most 2 MB). Answers your account as stored.',
      consumes: ['multipart/form-data'],
      response: { 200: contract.accountEnvelope, ...errorResponses, 413: errorBody, 415: errorBody },
    },
    config: { swaggerTransform: multipartBody(contract.profileFields, { photo: `A JPEG, PNG or WebP image (judged by its content), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB` }) },
    onRequest: requireAdmin,
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the profile as multipart/form-data', refusal('MULTIPART_REQUIRED'));
      }
      const { fields, photo } = await readProfileParts(request);
      const parsed = contract.profileFields.safeParse(fields);
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
    throw error;
  }
  return { fields, ...(photo && photo.length > 0 ? { photo } : {}) };
}
