import { useTranslate } from 'react-admin';
import type { TutorItem } from '../../../contract/tutors';
import { accountStatuses, tutorApprovalStatuses } from '../../../contract/values';
import { valueLabels } from '../shared/export/valueLabels';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { CurrencyLabel } from '../shared/people/CurrencyLabel';
import { NumberFilter } from '../shared/people/filters/NumberFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { centsToDollarInput, dollarsToCents } from '../shared/people/format';
import type { ListTools } from '../shared/list/toolbarTypes';
import { CatalogueFilterInput, SubjectFilterInput } from './TutorFilterInputs';

const centsInput = { format: centsToDollarInput, parse: dollarsToCents };

function useTutorFilters() {
  const translate = useTranslate();
  const choices = (values: readonly string[]) => values.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectFilter key="approvalStatus" source="approvalStatus" choices={choices(tutorApprovalStatuses)} alwaysOn />,
    <SelectFilter key="status" source="status" choices={choices(accountStatuses)} />,
    <SubjectFilterInput key="subjectId" source="subjectId" />,
    <CatalogueFilterInput key="languageId" source="languageId" catalogue="languages" />,
    <CatalogueFilterInput key="levelId" source="levelId" catalogue="levels" />,
    <NumberFilter key="minRate" source="minRate" label={<CurrencyLabel message="resources.tutors.fields.minRate" />} min={0} step={0.01} notAbove="maxRate" {...centsInput} />,
    <NumberFilter key="maxRate" source="maxRate" label={<CurrencyLabel message="resources.tutors.fields.maxRate" />} min={0} step={0.01} notBelow="minRate" {...centsInput} />,
    <DateFilter key="createdFrom" source="createdFrom" />,
    <DateFilter key="createdTo" source="createdTo" />,
  ];
}

const exportColumns: ListTools<TutorItem>['exportColumns'] = [
  { field: 'id', label: 'resources.tutors.fields.id' },
  { field: 'displayName', label: 'resources.tutors.fields.displayName' },
  { field: 'email', label: 'resources.tutors.fields.email' },
  { field: 'approvalStatus', label: 'resources.tutors.fields.approvalStatus', values: valueLabels(tutorApprovalStatuses, 'app.people.status') },
  { field: 'status', label: 'resources.tutors.fields.status', values: valueLabels(accountStatuses, 'app.people.status') },
  { field: 'hourlyRateCents', label: 'resources.tutors.fields.hourlyRateCents' },
  { field: 'subjects', label: 'resources.tutors.fields.subjects' },
  { field: 'country', label: 'resources.tutors.fields.country' },
  { field: 'createdAt', label: 'resources.tutors.fields.createdAt' },
];

/** Filters and CSV export of the list, loaded after its first rows. */
export const tutorListTools: ListTools<TutorItem> = { useFilters: useTutorFilters, exportColumns };
