import { useTranslate } from 'react-admin';
import { accountStatuses, staffTypes } from '../../../contract/values';
import type { AccountRecord } from '../../../contract/users';
import { valueLabels } from '../shared/export/valueLabels';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import type { ListTools } from '../shared/list/toolbarTypes';

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

const exportColumns: ListTools<AccountRecord>['exportColumns'] = [
  { field: 'id', label: 'resources.admin-management.fields.id' },
  { field: 'displayName', label: 'resources.admin-management.fields.displayName' },
  { field: 'email', label: 'resources.admin-management.fields.email' },
  { field: 'userType', label: 'resources.admin-management.fields.userType', values: valueLabels(staffTypes, 'app.people.userType') },
  { field: 'userRole', label: 'resources.admin-management.fields.userRole', values: { ...valueLabels(['admin', 'editor'], 'app.people.userRole'), null: 'app.people.userRole.admin' } },
  { field: 'status', label: 'resources.admin-management.fields.status', values: valueLabels(accountStatuses, 'app.people.status') },
  { field: 'createdAt', label: 'resources.admin-management.fields.createdAt' },
];

/** Filters and CSV export of the list, loaded after its first rows. */
export const adminListTools: ListTools<AccountRecord> = { useFilters: useAdminFilters, exportColumns };
