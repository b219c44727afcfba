import { DateInput, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { type ReportItem } from '../../../contract/reports';
import { reportStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { formatDayTime } from '../shared/people/format';
import type { PeopleListTools } from '../shared/people/listTools';

function useReportFilters() {
  const translate = useTranslate();
  const statusChoices = reportStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <ReferenceInput key="reportTitleId" source="reportTitleId" reference="report-titles" sort={{ field: 'title', order: 'ASC' }}>
      <SelectInput optionText="title" label="resources.reports.fields.reportTitleId" />
    </ReferenceInput>,
    <DateInput key="createdFrom" source="createdFrom" />,
    <DateInput key="createdTo" source="createdTo" />,
  ];
}

function useExporter() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.reports.fields.${field}`);
  return csvExporter<ReportItem>('reports', [
    { header: label('id'), value: (r) => r.id },
    { header: label('createdAt'), value: (r) => formatDayTime(r.createdAt) },
    { header: label('reportTitle'), value: (r) => r.reportTitle },
    { header: label('reporterName'), value: (r) => r.reporterName },
    { header: label('reportedName'), value: (r) => r.reportedName },
    { header: label('status'), value: (r) => translate(`app.people.status.${r.status}`) },
    { header: label('description'), value: (r) => r.description },
    { header: label('resolvedAt'), value: (r) => formatDayTime(r.resolvedAt) },
  ]);
}

/** Filters and CSV export of the list, loaded after its first rows. */
export const reportListTools: PeopleListTools<ReportItem> = { useFilters: useReportFilters, useExporter };
