import { useTranslate } from 'react-admin';
import type { AccountRecord } from '../../../contract/users';
import { accountStatuses } from '../../../contract/values';
import { valueLabels, yesNo } from '../shared/export/valueLabels';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import type { ListTools } from '../shared/list/toolbarTypes';

function useUserFilters() {
  const translate = useTranslate();
  const statusChoices = accountStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectFilter key="status" source="status" choices={statusChoices} alwaysOn />,
    <DateFilter key="createdFrom" source="createdFrom" />,
    <DateFilter key="createdTo" source="createdTo" />,
  ];
}

const exportColumns: ListTools<AccountRecord>['exportColumns'] = [
  { field: 'id', label: 'resources.users.fields.id' },
  { field: 'displayName', label: 'resources.users.fields.displayName' },
  { field: 'email', label: 'resources.users.fields.email' },
  { field: 'phone', label: 'resources.users.fields.phone' },
  { field: 'status', label: 'resources.users.fields.status', values: valueLabels(accountStatuses, 'app.people.status') },
  { field: 'emailVerified', label: 'resources.users.fields.emailVerified', values: yesNo },
  { field: 'createdAt', label: 'resources.users.fields.createdAt' },
];

/** Filters and CSV export of the list, loaded after its first rows. */
export const userListTools: ListTools<AccountRecord> = { useFilters: useUserFilters, exportColumns };
