import { updateHeaders } from '../../../server/declared/ifMatch.js';
import { bulkDoneEnvelope, errorResponses, idParams, removedEnvelope } from '../../../contract/common.js';
import { tutorBulkStatusBody, tutorStatusBody } from '../../../contract/tutors.js';
import { accountBulkBody } from '../../../contract/users.js';
import type { App } from '../../../server/appType.js';
import { guardFor } from '../../../server/auth/guards.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { accountWrites } from '../../../server/services/accountWrites.js';
import { exportOf } from '../../../server/export/exportSource.js';
import { listTutors, tutorListSource } from '../../../server/services/tutorList.js';
import { changeTutorStatus, changeTutorStatuses, getTutor, updateTutor } from '../../../server/services/tutors.js';
import { deleteAccount, deleteAccounts, deletedMessage, restoreAccount } from '../../../server/services/users.js';
import tutors from './resource.js';
import * as contract from './server/contract.js';

/** A deleted tutor comes back from the trash as the account it still is (server/services/users.ts). */
export const restoreRecord: DeclaredServerModule['restoreRecord'] = (trx, id, actor) => restoreAccount(trx, 'tutors', id, actor);

/** An import writes tutors as their calls do (server/services/accountWrites.ts). */
export const ownWrites: DeclaredServerModule['ownWrites'] = accountWrites('tutors');

/** The CSV export of the tutors list: the list's own query, items and source. */
export const listExport: DeclaredServerModule['listExport'] = exportOf(contract.tutorListQuery, contract.tutorItem, (db, _actor, query) => tutorListSource(db, query));

/**
 * The calls of tutors (./resource.ts names them): list, profile, profile update, approval status
 * (one or several at once) and soft delete. A tutor is created with POST /admin/register
 * (src/resources/users/server.ts).
 */
export default async function tutorCalls(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/tutor',
    schema: {
      tags: ['tutors'],
      summary: 'List tutors; search name and email; filter by approval, status, subject, language, level, rate and sign-up date.',
      querystring: contract.tutorListQuery,
      response: { 200: contract.tutorListEnvelope, ...errorResponses },
    },
    onRequest: guardFor(tutors.access.read),
    config: { keptPerSnapshot: true },
    handler: async (request) => ({ data: await listTutors(app.db, request.query) }),
  });

  app.route({
    method: 'GET',
    url: '/admin/tutor/:id',
    schema: {
      tags: ['tutors'],
      summary: 'A tutor profile with subject, language and level ids and names, booking count and earnings.',
      params: idParams,
      response: { 200: contract.tutorEnvelope, ...errorResponses },
    },
    onRequest: guardFor(tutors.access.read),
    handler: async (request) => ({ data: await getTutor(app.db, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/tutor/:id',
    schema: {
      tags: ['tutors'],
      summary:
        'Update a tutor profile (account fields, profile fields, subject/language/level id lists, which replace the old lists). ' +
        'Approval status changes go through POST /admin/tutor/{id}/status.',
      params: idParams,
      body: contract.tutorUpdateBody,
      headers: updateHeaders,
      response: { 200: contract.tutorEnvelope, ...errorResponses },
    },
    onRequest: guardFor(tutors.access.update!),
    handler: async (request) => ({
      data: await updateTutor(app.db, request.user!, request.params.id, request.body, request.headers['if-match']),
      message: 'Tutor updated',
    }),
  });

  app.route({
    method: 'POST',
    url: '/admin/tutor/:id/status',
    schema: {
      tags: ['extension', 'tutors'],
      summary:
        'Approve (pending|rejected -> approved), reject (pending -> rejected), suspend (pending|approved -> suspended) or reactivate ' +
        '(suspended -> approved) a tutor, with a required reason. The account status follows (approved: active, pending: pending, ' +
        'rejected/suspended: suspended, which ends their sessions). Any other move is a 409.',
      params: idParams,
      body: tutorStatusBody,
      response: { 200: contract.tutorEnvelope, ...errorResponses },
    },
    onRequest: guardFor(tutors.access.update!),
    handler: async (request) => ({
      data: await changeTutorStatus(app.db, request.user!, request.params.id, request.body),
      message: 'Tutor status changed',
    }),
  });

  app.route({
    method: 'POST',
    url: '/admin/tutor/bulk-status',
    schema: {
      tags: ['extension', 'tutors'],
      summary:
        'The same status change (approve, reject, suspend or reactivate, with one required reason) for 1 to 500 tutors, in one ' +
        'transaction: each tutor moves, is audited and has its account status follow exactly as with POST /admin/tutor/{id}/status. ' +
        'All or nothing: an unknown tutor is a 404 and a tutor whose status does not allow the move a 409, each naming the tutor, ' +
        'and then nothing changes. A tutor already in the status the move leads to is left as it is (reason, version and history ' +
        'unchanged). Answers the given ids.',
      body: tutorBulkStatusBody,
      response: { 200: bulkDoneEnvelope, ...errorResponses },
    },
    onRequest: guardFor(tutors.access.update!),
    handler: async (request) => {
      const done = await changeTutorStatuses(app.db, request.user!, request.body);
      return { data: done, message: `${done.ids.length} tutor status${done.ids.length === 1 ? '' : 'es'} changed` };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/tutor/delete/:id',
    schema: {
      tags: ['tutors'],
      summary:
        'Soft-delete a tutor: gone from lists and sign-in, email free again; future bookings still pending payment are cancelled ' +
        '(the message says how many); past and paid bookings and reports stay readable with the tutor\'s name. Answers the deleted id, as every delete does.',
      params: idParams,
      response: { 200: removedEnvelope, ...errorResponses },
    },
    onRequest: guardFor(tutors.access.delete!),
    handler: async (request) => {
      const { id, cancelledBookings } = await deleteAccount(app.db, request.user!, request.params.id, 'tutor');
      return { data: { ids: [id] }, message: deletedMessage('Tutor', cancelledBookings) };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/tutor/bulk',
    schema: {
      tags: ['extension', 'tutors'],
      summary:
        'Delete 1 to 500 tutors in one transaction, each exactly as POST /admin/tutor/delete/{id} deletes it (audited per tutor). ' +
        'All or nothing: an id that is no tutor is a 404 naming it, and then nothing changes. Answers the deleted ids.',
      body: accountBulkBody,
      response: { 200: bulkDoneEnvelope, ...errorResponses },
    },
    onRequest: guardFor(tutors.access.delete!),
    handler: async (request) => {
      const done = await deleteAccounts(app.db, request.user!, request.body.ids, 'tutor');
      return { data: done, message: `${done.ids.length} tutor${done.ids.length === 1 ? '' : 's'} deleted` };
    },
  });
}
