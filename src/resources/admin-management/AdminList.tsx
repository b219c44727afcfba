import { DataTable, DateInput, EmailField, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { accountStatuses } from '../../../contract/values';
import type { AccountRecord } from '../../../contract/users';
import { csvExporter } from '../shared/people/csv';
import { DayField, StatusField } from '../shared/people/fields';
import { formatDay } from '../shared/people/format';
import { PeopleList } from '../shared/people/PeopleList';
import { SuperAdminOnly } from './SuperAdminOnly';

const staffTypes = ['admin', 'superAdmin'] as const;

function useAdminFilters() {
  const translate = useTranslate();
  const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="userType" source="userType" choices={choices(staffTypes, 'app.people.userType')} alwaysOn />,
    <SelectInput key="status" source="status" choices={choices(accountStatuses, 'app.people.status')} />,
    <DateInput key="createdFrom" source="createdFrom" />,
    <DateInput key="createdTo" source="createdTo" />,
  ];
}

function useExporter() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.admin-management.fields.${field}`);
  return csvExporter<AccountRecord>('admins', [
    { header: label('id'), value: (r) => r.id },
    { header: label('displayName'), value: (r) => r.displayName },
    { header: label('email'), value: (r) => r.email },
    { header: label('userType'), value: (r) => translate(`app.people.userType.${r.userType}`) },
    { header: label('userRole'), value: (r) => translate(`app.people.userRole.${r.userRole ?? 'admin'}`) },
    { header: label('status'), value: (r) => translate(`app.people.status.${r.status}`) },
    { header: label('createdAt'), value: (r) => formatDay(r.createdAt) },
  ]);
}

function AdminListView() {
  const translate = useTranslate();
  return (
    <PeopleList<AccountRecord>
      resource="admin-management"
      filters={useAdminFilters()}
      sort={{ field: 'displayName', order: 'ASC' }}
      exporter={useExporter()}
      canCreate
      card={{
        primary: (r) => r.displayName,
        secondary: (r) => r.email,
        tertiary: (r) => `${translate(`app.people.userType.${r.userType}`)} · ${translate(`app.people.status.${r.status}`)}`,
      }}
    >
      <DataTable.Col source="displayName" />
      <DataTable.Col source="email">
        <EmailField source="email" onClick={(event) => event.stopPropagation()} />
      </DataTable.Col>
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
    </PeopleList>
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
