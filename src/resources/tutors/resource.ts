import { accountStatuses, tutorApprovalStatuses } from '../../../contract/values';
import { declareResource } from '../../../contract/declaration';
import { accountCalls, accountFields, accountListParts, emailVerified, everyCallOwn } from '../shared/people/accountDeclaration';
import { tutorListStart } from './listStart';

/**
 * Tutors (spec: tutors, /add, /{tutorId}, /edit/{tutorId}): an account and its teaching profile,
 * read and written by the calls of ./server.ts; created through POST /admin/register as every
 * account is (src/resources/users/server.ts). Staff approve, reject, suspend and reactivate them,
 * one or several at once, with a reason. The menu, routes, access, dataProvider row, export,
 * history and texts follow from here.
 */
export default declareResource({
  name: 'tutors',
  ownRecords: true,
  icon: () => import('@mui/icons-material/School'),
  labelField: 'displayName',
  fields: {
    ...accountFields,
    // Set when the tutor is added; changed afterwards by the status actions, with a reason.
    approvalStatus: { kind: 'choice', values: tutorApprovalStatuses, labels: 'app.people.status', sentOn: 'create', default: 'pending', sort: true, filter: true },
    status: { kind: 'choice', values: accountStatuses, labels: 'app.people.status', readOnly: true, filter: true },
    statusReason: { kind: 'longText', max: 500, readOnly: true },
    statusChangedAt: { kind: 'dateTime', readOnly: true },
    statusChangedById: { kind: 'reference', resource: 'admin-management', readOnly: true },
    headline: { kind: 'text', max: 200, default: '' },
    bio: { kind: 'longText', max: 5000, default: '' },
    hourlyRateCents: { kind: 'money', min: 0, max: 1_000_000, default: 0, sort: true },
    country: { kind: 'text', max: 2, case: 'upper', pattern: { regex: '[A-Z]{2}', message: 'countryCode' } },
    subjectIds: { kind: 'references', resource: 'subjects', max: 50 },
    languageIds: { kind: 'references', resource: 'languages', max: 50 },
    levelIds: { kind: 'references', resource: 'levels', max: 50 },
    emailVerified,
  },
  // Optional: without one, the tutor chooses a password through an emailed link.
  ownFields: { create: ['password'] },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
  list: {
    defaultSort: { field: 'createdAt', order: 'DESC' },
    ...accountListParts,
    queryFilters: ['subjectId', 'languageId', 'levelId', 'minRate', 'maxRate', ...accountListParts.queryFilters],
  },
  createWith: { fixed: { userType: 'tutor' } },
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
});
