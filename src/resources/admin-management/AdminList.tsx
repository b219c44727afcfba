import type { AccountRecord } from '../../../contract/users';
import { useDescribedCard } from '../shared/list/describedCard';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { adminListView } from './listView';
import { SuperAdminOnly } from './SuperAdminOnly';

const Toolbar = deferredToolbar(() => import('./AdminListTools').then((module) => module.adminListTools));

function AdminListView() {
  const card = useDescribedCard<AccountRecord>(adminListView.columns, adminListView.card);
  return (
    <ListFrame<AccountRecord> described={adminListView.columns} resource="admin-management" toolbar={Toolbar} defaults={adminListView.defaults} card={card}>
      {listColumns(adminListView.columns)}
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
