import { useTranslate } from 'react-admin';
import type { AccountRecord } from '../../../contract/users';
import { accountStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { formatDay } from '../shared/people/format';
import type { PeopleListTools } from '../shared/people/listTools';

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

/** Filters and CSV export of the list, loaded after its first rows. */
export const userListTools: PeopleListTools<AccountRecord> = { useFilters: useUserFilters, useExporter };
