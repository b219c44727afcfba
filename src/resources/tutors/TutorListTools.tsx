import { useTranslate, type RaRecord } from 'react-admin';
import { declarationOf } from '../declared';
import { exportColumnsOf } from '../kit/exportColumns';
import { valueLabel } from '../kit/useDeclaration';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { CurrencyLabel } from '../shared/people/CurrencyLabel';
import { NumberFilter } from '../shared/people/filters/NumberFilter';
import { ReferenceFilter } from '../shared/people/filters/ReferenceFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { centsToDollarInput, dollarsToCents } from '../shared/people/format';
import type { ListTools } from '../shared/list/toolbarTypes';
import { LevelFilterInput, SubjectFilterInput } from './TutorFilterInputs';
import { tutorFields } from './fields';
import { tutorListView } from './listView';

const centsInput = { format: centsToDollarInput, parse: dollarsToCents };

function useTutorFilters() {
  const translate = useTranslate();
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    // The declared choices, by their labels.
    ...Object.entries(tutorFields).flatMap(([source, field]) =>
      field.kind === 'choice' && field.filter
        ? [
            <SelectFilter
              key={source}
              source={source}
              choices={field.values.map((id) => ({ id, name: translate(valueLabel('tutors', source, id)) }))}
              {...(tutorListView.filtersShown.includes(source) ? { alwaysOn: true } : {})}
            />,
          ]
        : [],
    ),
    <SubjectFilterInput key="subjectId" source="subjectId" />,
    <ReferenceFilter key="languageId" source="languageId" reference="languages" optionText="name" />,
    <LevelFilterInput key="levelId" source="levelId" />,
    <NumberFilter key="minHourlyRate" source="minHourlyRate" label={<CurrencyLabel message="resources.tutors.fields.minHourlyRate" />} min={0} step={0.01} notAbove="maxHourlyRate" {...centsInput} />,
    <NumberFilter key="maxHourlyRate" source="maxHourlyRate" label={<CurrencyLabel message="resources.tutors.fields.maxHourlyRate" />} min={0} step={0.01} notBelow="minHourlyRate" {...centsInput} />,
    <DateFilter key="createdFrom" source="createdFrom" />,
    <DateFilter key="createdTo" source="createdTo" />,
  ];
}

/** Filters and CSV export of the list, loaded after its first rows. */
export const tutorListTools: ListTools<RaRecord> = {
  useFilters: useTutorFilters,
  exportColumns: exportColumnsOf(declarationOf('tutors')!, tutorListView.exported),
};
