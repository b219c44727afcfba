import { useTranslate } from 'react-admin';
import type { AccountRecord } from '../../../contract/users';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { userListView } from './listView';

const Toolbar = deferredToolbar(() => import('./UserListTools').then((module) => module.userListTools));

/** Students (spec: /admin/users): search, filters, export, cards on narrow screens. */
export function UserList() {
  const translate = useTranslate();
  return (
    <ListFrame<AccountRecord>
      resource="users"
      toolbar={Toolbar}
      defaults={userListView.defaults}
      card={{
        primary: (r) => r.displayName,
        secondary: (r) => r.email,
        tertiary: (r) => translate(`app.people.status.${r.status}`),
      }}
    >
      {listColumns(userListView.columns)}
    </ListFrame>
  );
}
