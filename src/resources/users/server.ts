import { updateHeaders } from '../../../server/declared/ifMatch.js';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bulkDoneEnvelope, envelope, errorResponses, removedEnvelope } from '../../../contract/common.js';
import * as contract from '../../../contract/users.js';
import type { App } from '../../../server/appType.js';
import { guardFor } from '../../../server/auth/guards.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { accountWrites } from '../../../server/services/accountWrites.js';
import { exportOf } from '../../../server/export/exportSource.js';
import { sendSetPasswordEmail, sendVerificationEmail } from '../../../server/services/accountEmails.js';
import { accountDetailOf, deleteAccount, deleteAccounts, deletedMessage, getUser, listUsers, registerAccount, restoreAccount, updateUser, userListSource } from '../../../server/services/users.js';
import { getTutor } from '../../../server/services/tutors.js';
import { tutorDetail } from '../tutors/server/contract.js';
import users from './resource.js';
import { accountListQuery } from './server/listQuery.js';
import { accountUpdateBody, registerBody } from './server/accountBodies.js';

const extension = ['extension', 'users'];

/** A deleted student comes back from the trash as the account it still is (server/services/users.ts). */
export const restoreRecord: DeclaredServerModule['restoreRecord'] = (trx, id, actor) => restoreAccount(trx, 'users', id, actor);

/** An import writes students as their calls do (server/services/accountWrites.ts). */
export const ownWrites: DeclaredServerModule['ownWrites'] = accountWrites('users');

/** The CSV export of the accounts list (students, and admin accounts for a superAdmin): the list's own query, items and source. */
export const listExport: DeclaredServerModule['listExport'] = exportOf(accountListQuery, contract.accountRecord, (db, actor, query) => userListSource(db, actor, query));

/**
 * The account calls: students (./resource.ts), admin accounts (src/resources/admin-management) and
 * the tutors' create (src/resources/tutors) are accounts of one table. Register, read, update and
 * delete; staff records are a superAdmin's (the services check it per record).
 */
export default async function accountCalls(app: App): Promise<void> {
  app.route({
    method: 'POST',
    url: '/admin/register',
    schema: {
      tags: ['users'],
      summary:
        'Create an account (userType admin, superAdmin, tutor or user). Staff accounts need a superAdmin. ' +
        'An account created without a password is emailed a link to choose one (which also confirms the address); ' +
        'a tutor or student created with a password is emailed a link to confirm the address (a superAdmin vouches for the staff they create).',
      body: registerBody,
      response: { 200: envelope(z.union([contract.accountDetail, tutorDetail])), ...errorResponses },
    },
    onRequest: guardFor(users.access.create!),
    handler: async (request) => {
      const account = await registerAccount(app.db, request.user!, request.body);
      if (!request.body.password) await sendAccountLink(app, request, account, 'choosePassword');
      else if (account.userType === 'tutor' || account.userType === 'user') await sendAccountLink(app, request, account, 'verify');
      // Answered as its get answers it: a tutor with its profile, any other account with its counts.
      const data = account.userType === 'tutor' ? await getTutor(app.db, account.id) : await accountDetailOf(app.db, account);
      return { data, message: 'Account created' };
    },
  });

  app.route({
    method: 'GET',
    url: '/admin/user',
    schema: {
      tags: extension,
      summary: 'List accounts; filter by userType (user, tutor, admin, superAdmin or staff) and status. Staff accounts are listed to superAdmins only.',
      querystring: accountListQuery,
      response: { 200: contract.accountListEnvelope, ...errorResponses },
    },
    onRequest: guardFor(users.access.read),
    config: { keptPerSnapshot: true },
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
    onRequest: guardFor(users.access.read),
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
      body: accountUpdateBody,
      headers: updateHeaders,
      response: { 200: contract.accountDetailEnvelope, ...errorResponses },
    },
    onRequest: guardFor(users.access.update!),
    handler: async (request) => {
      const { account, emailChanged } = await updateUser(app.db, request.user!, request.params.id, request.body, request.headers['if-match']);
      if (emailChanged) await sendAccountLink(app, request, account, 'verify');
      return { data: await accountDetailOf(app.db, account), message: emailChanged ? 'Account updated. A link to confirm the new email address was sent to it.' : 'Account updated' };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/user/delete/:id',
    schema: {
      tags: extension,
      summary:
        'Soft-delete an account: it disappears from lists, its email is free again, its sessions end, its future bookings still pending payment are cancelled; ' +
        'past bookings and reports stay readable with its name. Same rules as update; you cannot delete yourself. ' +
        'Answers the deleted id, as every delete does; the message says how many bookings were cancelled.',
      params: contract.userParams,
      response: { 200: removedEnvelope, ...errorResponses },
    },
    onRequest: guardFor(users.access.delete!),
    handler: async (request) => {
      const { id, cancelledBookings } = await deleteAccount(app.db, request.user!, request.params.id);
      return { data: { ids: [id] }, message: deletedMessage('Account', cancelledBookings) };
    },
  });


  app.route({
    method: 'POST',
    url: '/admin/user/bulk',
    schema: {
      tags: extension,
      summary:
        'Delete 1 to 500 accounts in one transaction, each exactly as POST /admin/user/delete/{id} deletes it (audited per account). ' +
        'All or nothing: an unknown account is a 404 and a refused one (yourself, the last active superAdmin, a staff account for an admin) ' +
        'fails the whole call, and then nothing changes. Answers the deleted ids.',
      body: contract.accountBulkBody,
      response: { 200: bulkDoneEnvelope, ...errorResponses },
    },
    onRequest: guardFor(users.access.delete!),
    handler: async (request) => {
      const done = await deleteAccounts(app.db, request.user!, request.body.ids);
      return { data: done, message: `${done.ids.length} account${done.ids.length === 1 ? '' : 's'} deleted` };
    },
  });
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
