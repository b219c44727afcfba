import { DataTable, EmailField, useTranslate } from 'react-admin';
import type { AccountRecord } from '../../../contract/users';
import { DayField, StatusField } from '../shared/people/fields';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { userListStart } from './listStart';

const Toolbar = deferredToolbar(() => import('./UserListTools').then((module) => module.userListTools));

/** Students (spec: /admin/users): search, filters, export, cards on narrow screens. */
export function UserList() {
  const translate = useTranslate();
  return (
    <ListFrame<AccountRecord>
      resource="users"
      toolbar={Toolbar}
      defaults={userListStart.defaults}
      card={{
        primary: (r) => r.displayName,
        secondary: (r) => r.email,
        tertiary: (r) => translate(`app.people.status.${r.status}`),
      }}
    >
      <DataTable.Col source="displayName" />
      <DataTable.Col source="email">
        <EmailField source="email" onClick={(event) => event.stopPropagation()} />
      </DataTable.Col>
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="status">
        <StatusField source="status" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DayField source="createdAt" />
      </DataTable.Col>
    </ListFrame>
  );
}
