import { updateHeaders } from '../../../server/declared/ifMatch.js';
import { contractOf } from '../../../server/declared/contract.js';
import type { ResourceDeclaration } from '../../../contract/declaration.js';
import { errorResponses, idParams, removeBody, removedEnvelope } from '../../../contract/common.js';
import * as contract from '../../../contract/subjects.js';
import type { App } from '../../../server/appType.js';
import { guardFor } from '../../../server/auth/guards.js';
import { nestedListSerializer } from '../../../server/nestedListSerializer.js';
import { pageOf } from '../../../server/services/listPage.js';
import { removeIds } from '../../../server/services/removeIds.js';
import { buildSubjectTree } from '../../../server/services/subjectTree.js';
import {
  addSubject,
  assertRestorable,
  findSubject,
  presentSubject,
  removeChildSubjects,
  removeSubjects,
  selectSubjects,
  type SubjectFields,
  subjectListSource,
  updateSubject,
  withSubtreeTutorCounts,
} from '../../../server/services/subjects.js';
import type { Subject } from '../../../contract/subjects.js';
import subjects from './resource.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import type { DeclaredRecord } from '../../../server/declared/records.js';

/** The add and update bodies: the declared fields' rules (server/declared/contract.ts), as every resource's. */
const bodies = contractOf(subjects as unknown as ResourceDeclaration);

const tags = ['subjects'];

/** A subject comes back from the trash only where the tree has room for it, its name free among its siblings. */
export const checkRestore = assertRestorable;

/** An import adds, moves and renames subjects as their calls do: the tree's rules hold. */
export const ownWrites: DeclaredServerModule['ownWrites'] = {
  read: async (db, id) => {
    const row = await selectSubjects(db).where('subjects.id', '=', id).executeTakeFirst();
    return row && (presentSubject(row) as unknown as DeclaredRecord);
  },
  create: async (db, values, actor) => (await addSubject(db, values as unknown as SubjectFields, actor)) as unknown as DeclaredRecord,
  update: async (db, id, values, ifMatch, actor) => (await updateSubject(db, id, values as Partial<SubjectFields>, actor, ifMatch)) as unknown as DeclaredRecord,
  remove: async (db, id, actor) => void (await removeSubjects(db, [id], actor)),
};

/** The calls of subjects (./resource.ts names them): the tree or a flat page with tutor counts, one subject, add, move or rename, remove, remove sub-subjects. */
export default async function subjectCalls(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/tutor/getSubjects',
    schema: {
      tags,
      summary: 'Subjects: the tree by default (paged by its top-level subjects), a flat page with flat=true',
      querystring: contract.subjectListQuery,
      response: { 200: contract.subjectListEnvelope, ...errorResponses },
    },
    // A tree stored deeper than the depth limit is still answered: checked and written without recursion.
    serializerCompiler: nestedListSerializer(contract.subject, contract.subjectFlatListEnvelope),
    onRequest: guardFor(subjects.access.read),
    handler: async (request) => {
      const { flat, parentId, page, limit, subtreeCounts, ...params } = request.query;
      const paged = { page: page ?? 1, limit: limit ?? 25 };
      const counted = (subjects: Subject[]) => (subtreeCounts ? withSubtreeTutorCounts(app.db, subjects) : subjects);
      if (!flat) {
        const all = await counted((await selectSubjects(app.db).execute()).map(presentSubject));
        const roots = page === undefined && limit === undefined ? undefined : paged;
        return { data: buildSubjectTree(all, { ...params, parentId, roots }) };
      }
      return { data: await pageOf(subjectListSource(app.db, { parentId, subtreeCounts }), { ...params, ...paged }) };
    },
  });

  app.route({
    method: 'GET',
    url: '/admin/subject/:id',
    schema: { tags, summary: 'One subject, with its tutors and sub-subjects counted, as its add and update answer it', params: idParams, response: { 200: contract.subjectEnvelope, ...errorResponses } },
    onRequest: guardFor(subjects.access.read),
    handler: async (request) => ({ data: await findSubject(app.db, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/subject/add',
    schema: { tags, summary: 'Add a subject, at the top level or under a parent', body: bodies.createBody, response: { 200: contract.subjectEnvelope, ...errorResponses } },
    onRequest: guardFor(subjects.access.create!),
    handler: async (request) => ({ data: await addSubject(app.db, request.body as SubjectFields, request.user!) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/subject/update',
    schema: {
      tags,
      summary: 'Rename, reorder or move a subject (never under itself)',
      body: bodies.updateBodyWithId,
      headers: updateHeaders,
      response: { 200: contract.subjectEnvelope, ...errorResponses },
    },
    onRequest: guardFor(subjects.access.update!),
    handler: async (request) => {
      const { id, ...changes } = request.body as Partial<SubjectFields> & { id: number };
      return { data: await updateSubject(app.db, id, changes, request.user!, request.headers['if-match']) };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/subject/remove',
    schema: {
      tags,
      summary: 'Remove subjects (all or nothing; refused while they have sub-subjects, tutors or bookings)',
      body: removeBody,
      response: { 200: removedEnvelope, ...errorResponses },
    },
    onRequest: guardFor(subjects.access.delete!),
    handler: async (request) => ({ data: { ids: await removeSubjects(app.db, removeIds(request.body), request.user!) } }),
  });

  app.route({
    method: 'POST',
    url: '/admin/subject/remove/children',
    schema: {
      tags,
      summary: 'Remove the given sub-subjects of a parent, or all of them (all or nothing)',
      body: contract.subjectRemoveChildrenBody,
      response: { 200: removedEnvelope, ...errorResponses },
    },
    onRequest: guardFor(subjects.access.delete!),
    handler: async (request) => ({
      data: { ids: await removeChildSubjects(app.db, request.body.parentId, request.body.ids, request.user!) },
    }),
  });
}
