import { DataTable, DateInput, EmailField, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { AccountRecord } from '../../../contract/users';
import { accountStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { DayField, StatusField } from '../shared/people/fields';
import { formatDay } from '../shared/people/format';
import { PeopleList } from '../shared/people/PeopleList';

function useUserFilters() {
  const translate = useTranslate();
  const statusChoices = accountStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <DateInput key="createdFrom" source="createdFrom" />,
    <DateInput key="createdTo" source="createdTo" />,
  ];
}

function useExporter() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  return csvExporter<AccountRecord>('users', [
    { header: label('id'), value: (r) => r.id },
    { header: label('displayName'), value: (r) => r.displayName },
    { header: label('email'), value: (r) => r.email },
    { header: label('phone'), value: (r) => r.phone },
    { header: label('status'), value: (r) => translate(`app.people.status.${r.status}`) },
    { header: label('emailVerified'), value: (r) => translate(r.emailVerified ? 'ra.boolean.true' : 'ra.boolean.false') },
    { header: label('createdAt'), value: (r) => formatDay(r.createdAt) },
  ]);
}

/** Students (spec: /admin/users): search, filters, export, cards on narrow screens. */
export function UserList() {
  const translate = useTranslate();
  return (
    <PeopleList<AccountRecord>
      resource="users"
      filters={useUserFilters()}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={useExporter()}
      canCreate
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
    </PeopleList>
  );
}
