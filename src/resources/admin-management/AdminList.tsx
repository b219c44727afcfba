import { DataTable, useTranslate } from 'react-admin';
import type { AccountRecord } from '../../../contract/users';
import { DayField, StatusField } from '../shared/people/fields';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { adminListView } from './listView';
import { SuperAdminOnly } from './SuperAdminOnly';

const Toolbar = deferredToolbar(() => import('./AdminListTools').then((module) => module.adminListTools));

function AdminListView() {
  const translate = useTranslate();
  return (
    <ListFrame<AccountRecord>
      resource="admin-management"
      toolbar={Toolbar}
      defaults={adminListView.defaults}
      card={{
        primary: (r) => r.displayName,
        secondary: (r) => r.email,
        tertiary: (r) => `${translate(`app.people.userType.${r.userType}`)} · ${translate(`app.people.status.${r.status}`)}`,
      }}
    >
      <DataTable.Col source="displayName" />
      {/* The address as text: the row's link is its one Tab stop; the detail screen links the address. */}
      <DataTable.Col source="email" />
      <DataTable.Col source="userType" render={(r: AccountRecord) => translate(`app.people.userType.${r.userType}`)} />
      <DataTable.Col
        source="userRole"
        disableSort
        render={(r: AccountRecord) => translate(`app.people.userRole.${r.userRole ?? 'admin'}`)}
      />
      <DataTable.Col source="status">
        <StatusField source="status" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DayField source="createdAt" />
      </DataTable.Col>
    </ListFrame>
  );
}

/** Admin accounts (spec: /admin/admin-management), superAdmin only. */
export function AdminList() {
  return (
    <SuperAdminOnly action="list">
      <AdminListView />
    </SuperAdminOnly>
  );
}
