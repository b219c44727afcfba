import { useTranslate } from 'react-admin';
import { accountStatuses } from '../../../contract/values';
import type { AccountRecord } from '../../../contract/users';
import { csvExporter } from '../shared/people/csv';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { formatDay } from '../shared/people/format';
import type { PeopleListTools } from '../shared/people/listTools';

const staffTypes = ['admin', 'superAdmin'] as const;

function useAdminFilters() {
  const translate = useTranslate();
  const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectFilter key="userType" source="userType" choices={choices(staffTypes, 'app.people.userType')} alwaysOn />,
    <SelectFilter key="status" source="status" choices={choices(accountStatuses, 'app.people.status')} />,
    <DateFilter key="createdFrom" source="createdFrom" />,
    <DateFilter key="createdTo" source="createdTo" />,
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

/** Filters and CSV export of the list, loaded after its first rows. */
export const adminListTools: PeopleListTools<AccountRecord> = { useFilters: useAdminFilters, useExporter };
