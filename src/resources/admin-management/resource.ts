import { accountStatuses, staffTypes, userRoles } from '../../../contract/values';
import { declareResource } from '../../../contract/declaration';
import { adminListView } from './listView';
import { accountCalls, accountFields, emailVerified, everyCallOwn, signedUp } from '../shared/people/accountDeclaration';
import { adminListStart } from './listStart';

/**
 * Admin accounts, a superAdmin's to manage (spec: admin-management, /add, /edit/{adminId},
 * /view/{adminId}; an admin who opens it goes to the dashboard). They are accounts of userType
 * admin or superAdmin, served by the account calls of src/resources/users/server.ts, which keep
 * staff records to superAdmins.
 */
export default declareResource({
  name: 'admin-management',
  icon: () => import('@mui/icons-material/AdminPanelSettings'),
  labelField: 'displayName',
  fields: {
    ...accountFields,
    userType: { kind: 'choice', values: staffTypes, labels: 'app.people.userType', required: true, sort: true, filter: true },
    userRole: { kind: 'choice', values: userRoles, labels: 'app.people.userRole', default: 'admin' },
    status: { kind: 'choice', values: accountStatuses, labels: 'app.people.status', default: 'active', sort: true, filter: true },
    emailVerified,
    createdAt: signedUp,
  },
  // A superAdmin sets another admin's password; changing one's own email asks for one's current password.
  ownFields: { create: ['password'], update: ['password', 'currentPassword'] },
  access: { read: 'superAdmin', create: 'superAdmin', update: 'superAdmin', delete: 'superAdmin' },
  routes: { detail: 'view/:id' },
  list: {
    defaultSort: adminListView.defaults.sort,
  },
  subset: { field: 'userType', values: staffTypes, listAs: 'staff' },
  calls: accountCalls,
  ownCalls: everyCallOwn,
  screens: {
    list: () => adminListStart.loadScreen().then((screen) => ({ default: screen })),
    show: () => import('./AdminShow').then((m) => ({ default: m.AdminShow })),
    create: () => import('./AdminCreate').then((m) => ({ default: m.AdminCreate })),
    edit: () => import('./AdminEdit').then((m) => ({ default: m.AdminEdit })),
  },
  menuOrder: 40,
  menuKey: 'm',
});
