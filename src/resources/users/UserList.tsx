import type { AccountRecord } from '../../../contract/users';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { useDescribedCard } from '../shared/list/describedCard';
import { userListView } from './listView';

const Toolbar = deferredToolbar(() => import('./UserListTools').then((module) => module.userListTools));

/** Students (spec: /admin/users): search, filters, export, cards on narrow screens. */
export function UserList() {
  const card = useDescribedCard<AccountRecord>(userListView.columns, userListView.card);
  return (
    <ListFrame<AccountRecord> described={userListView.columns}
      resource="users"
      toolbar={Toolbar}
      defaults={userListView.defaults}
      card={card}
    >
      {listColumns(userListView.columns)}
    </ListFrame>
  );
}
