import { accountStatuses, userRoles, userTypes } from '../../../contract/values';
import { declareResource } from '../../../contract/declaration';
import { userListView } from './listView';
import { accountCalls, accountFields, emailVerified, everyCallOwn, signedUp } from '../shared/people/accountDeclaration';
import { userListStart } from './listStart';

/**
 * Students: the accounts of userType user (spec: users, users/add, users/{id}, users/edit/{id}).
 * They are accounts, whose calls ./server.ts serves for students and admin accounts alike
 * (POST /admin/register, GET /admin/user/{id} of spec section 7, and the list, update and delete
 * calls in the same naming); the menu, routes, access, dataProvider row, export, history and texts
 * follow from here.
 */
export default declareResource({
  name: 'users',
  icon: () => import('@mui/icons-material/People'),
  labelField: 'displayName',
  fields: {
    ...accountFields,
    // A student stays a student, and has no staff role.
    userType: { kind: 'choice', values: userTypes, labels: 'app.people.userType', required: true, readOnly: true, sort: true },
    userRole: { kind: 'choice', values: userRoles, labels: 'app.people.userRole', readOnly: true },
    status: { kind: 'choice', values: accountStatuses, labels: 'app.people.status', default: 'active', sort: true, filter: true },
    emailVerified,
    createdAt: signedUp,
  },
  // Optional on create: without one, the student chooses a password through an emailed link.
  // Changing one's own email asks for one's current password.
  ownFields: { create: ['password'], update: ['password', 'currentPassword'] },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
  list: {
    defaultSort: userListView.defaults.sort,
  },
  subset: { field: 'userType', values: ['user'], listAs: 'user' },
  calls: accountCalls,
  ownCalls: everyCallOwn,
  screens: {
    list: () => userListStart.loadScreen().then((screen) => ({ default: screen })),
    show: () => import('./UserShow').then((m) => ({ default: m.UserShow })),
    create: () => import('./UserCreate').then((m) => ({ default: m.UserCreate })),
    edit: () => import('./UserEdit').then((m) => ({ default: m.UserEdit })),
  },
  menuOrder: 60,
  menuKey: 's',
});
