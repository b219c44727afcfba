import { declareResource } from '../../../contract/declaration';

/**
 * Subjects: a tree of subjects and their sub-subjects (spec: GET /tutor/getSubjects, POST
 * /admin/subject/add, /remove, /remove/children, /update), managed on one screen with dialogs. The
 * list is the generic read; ./server.ts serves the tree (with each subject's tutors, its subtree's
 * too), one subject as its writes answer it (tutors and sub-subjects counted) and the writes (moves
 * that never put a subject under itself, removals refused while tutors or bookings use a subject);
 * the menu, route, access, dataProvider row, export, history and texts follow from here.
 */
export default declareResource({
  name: 'subjects',
  icon: () => import('@mui/icons-material/AccountTree'),
  labelField: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 100, search: true, sort: true },
    parentId: { kind: 'reference', resource: 'subjects', filter: true },
    sortOrder: { kind: 'integer', required: true, position: { within: 'parentId' }, min: 0, max: 1_000_000, sort: true },
  },
  // Tutors and students read the subjects too (the tutor forms pick from them).
  access: { read: 'signedIn', create: 'editor', update: 'editor', delete: 'editor' },
  list: { defaultSort: { field: 'sortOrder', order: 'ASC' } },
  calls: {
    list: 'GET /admin/subject',
    get: 'GET /admin/subject/{id}',
    create: 'POST /admin/subject/add',
    update: 'POST /admin/subject/update',
    delete: 'POST /admin/subject/remove',
  },
  ownCalls: ['get', 'create', 'update', 'delete'],
  actions: {
    /** query: the tree's (flat, parentId, subtreeCounts, ...) */
    tree: 'GET /tutor/getSubjects',
    /** data: {parentId, ids?} */
    removeChildren: 'POST /admin/subject/remove/children',
  },
  screens: {
    list: () => import('./SubjectTree').then((m) => ({ default: m.SubjectTree })),
    show: null,
    create: null,
    edit: null,
  },
  menuOrder: 70,
  menuKey: 'j',
});
