import { useTranslate } from 'react-admin';
import type { TutorItem } from '../../../contract/tutors';
import { accountStatuses, tutorApprovalStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { NumberFilter } from '../shared/people/filters/NumberFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { centsToDollarInput, centsToDollars, dollarsToCents, formatDay } from '../shared/people/format';
import type { PeopleListTools } from '../shared/people/listTools';
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
    <NumberFilter key="minRate" source="minRate" min={0} step={0.01} {...centsInput} />,
    <NumberFilter key="maxRate" source="maxRate" min={0} step={0.01} {...centsInput} />,
    <DateFilter key="createdFrom" source="createdFrom" />,
    <DateFilter key="createdTo" source="createdTo" />,
  ];
}

function useExporter() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.tutors.fields.${field}`);
  return csvExporter<TutorItem>('tutors', [
    { header: label('id'), value: (r) => r.id },
    { header: label('displayName'), value: (r) => r.displayName },
    { header: label('email'), value: (r) => r.email },
    { header: label('approvalStatus'), value: (r) => translate(`app.people.status.${r.approvalStatus}`) },
    { header: label('status'), value: (r) => translate(`app.people.status.${r.status}`) },
    { header: label('hourlyRateCents'), value: (r) => centsToDollars(r.hourlyRateCents) },
    { header: label('subjects'), value: (r) => r.subjects.join('; ') },
    { header: label('country'), value: (r) => r.country },
    { header: label('createdAt'), value: (r) => formatDay(r.createdAt) },
  ]);
}

/** Filters and CSV export of the list, loaded after its first rows. */
export const tutorListTools: PeopleListTools<TutorItem> = { useFilters: useTutorFilters, useExporter };
