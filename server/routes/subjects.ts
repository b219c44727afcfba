import { errorResponses, removeBody, removedEnvelope } from '../../contract/common.js';
import * as contract from '../../contract/subjects.js';
import type { App } from '../app.js';
import { requireAdmin, requireUser } from '../auth/guards.js';
import { listPage } from '../services/listPage.js';
import { removeIds } from '../services/removeIds.js';
import { buildSubjectTree } from '../services/subjectTree.js';
import {
  addSubject,
  presentSubject,
  removeChildSubjects,
  removeSubjects,
  selectSubjects,
  updateSubject,
  withSubtreeTutorCounts,
} from '../services/subjects.js';
import type { Subject } from '../../contract/subjects.js';

const tags = ['subjects'];
const sortColumns = Object.fromEntries(contract.subjectSortable.map((field) => [field, `subjects.${field}`]));

export async function subjectRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/tutor/getSubjects',
    schema: {
      tags,
      summary: 'Subjects: the tree by default, a flat page with flat=true',
      querystring: contract.subjectListQuery,
      response: { 200: contract.subjectListEnvelope, ...errorResponses },
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { flat, parentId, page = 1, limit = 25, subtreeCounts, ...params } = request.query;
      const counted = (subjects: Subject[]) => (subtreeCounts ? withSubtreeTutorCounts(app.db, subjects) : subjects);
      if (!flat) {
        const all = await counted((await selectSubjects(app.db).execute()).map(presentSubject));
        return { data: buildSubjectTree(all, { ...params, parentId }) };
      }
      let base = selectSubjects(app.db);
      if (parentId === null) base = base.where('subjects.parentId', 'is', null);
      else if (parentId !== undefined) base = base.where('subjects.parentId', '=', parentId);
      const rows = await listPage(base, { ...params, page, limit }, {
        sortColumns,
        idColumn: 'subjects.id',
        search: (eb, pattern) => eb('subjects.name', 'ilike', pattern),
      });
      return { data: { items: await counted(rows.items.map(presentSubject)), total: rows.total } };
    },
  });

  app.route({
    method: 'POST',
    url: '/admin/subject/add',
    schema: { tags, summary: 'Add a subject, at the top level or under a parent', body: contract.subjectAddBody, response: { 200: contract.subjectEnvelope, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await addSubject(app.db, request.body, request.user!) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/subject/update',
    schema: {
      tags,
      summary: 'Rename, reorder or move a subject (never under itself)',
      body: contract.subjectUpdateBody,
      response: { 200: contract.subjectEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const { id, ...changes } = request.body;
      return { data: await updateSubject(app.db, id, changes, request.user!) };
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
    onRequest: requireAdmin,
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
    onRequest: requireAdmin,
    handler: async (request) => ({
      data: { ids: await removeChildSubjects(app.db, request.body.parentId, request.body.ids, request.user!) },
    }),
  });
}
