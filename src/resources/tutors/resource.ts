import { declareResource } from '../../../contract/declaration';
import { tutorListView } from './listView';
import { accountCalls, everyCallOwn } from '../shared/people/accountDeclaration';
import { tutorListStart } from './listStart';
import { tutorFields } from './fields';

/**
 * Tutors (spec: tutors, /add, /{tutorId}, /edit/{tutorId}): an account and its teaching profile,
 * read and written by the calls of ./server.ts; created through POST /admin/register as every
 * account is (src/resources/users/server.ts). Staff approve, reject, suspend and reactivate them,
 * one or several at once, with a reason. Its fields are in ./fields.ts, which its screens read too.
 * The menu, routes, access, dataProvider row, export, history and texts follow from here.
 */
export default declareResource({
  name: 'tutors',
  icon: () => import('@mui/icons-material/School'),
  labelField: 'displayName',
  fields: tutorFields,
  // Optional: without one, the tutor chooses a password through an emailed link.
  ownFields: { create: ['password'] },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
  list: {
    defaultSort: tutorListView.defaults.sort,
  },
  subset: { field: 'userType', values: ['tutor'] },
  calls: {
    list: 'GET /admin/tutor',
    get: 'GET /admin/tutor/{id}',
    create: accountCalls.create,
    update: 'POST /admin/tutor/{id}',
    delete: 'POST /admin/tutor/delete/{id}',
    bulk: 'POST /admin/tutor/bulk',
  },
  ownCalls: everyCallOwn,
  actions: {
    /** data: {action: approve|reject|suspend|reactivate, reason} */
    setStatus: 'POST /admin/tutor/{id}/status',
    /** data: {ids, action, reason}: the same change for all of them, all or nothing. */
    bulkStatus: 'POST /admin/tutor/bulk-status',
  },
  screens: {
    list: () => tutorListStart.loadScreen().then((screen) => ({ default: screen })),
    show: () => import('./TutorShow').then((m) => ({ default: m.TutorShow })),
    create: () => import('./TutorCreate').then((m) => ({ default: m.TutorCreate })),
    edit: () => import('./TutorEdit').then((m) => ({ default: m.TutorEdit })),
  },
  menuOrder: 50,
  menuKey: 't',
});
