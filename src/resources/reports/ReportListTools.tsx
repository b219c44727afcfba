import { useTranslate } from 'react-admin';
import { type ReportItem } from '../../../contract/reports';
import { reportStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { ReferenceSelectFilter } from '../shared/people/filters/ReferenceSelectFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { formatDayTime } from '../shared/people/format';
import type { PeopleListTools } from '../shared/people/listTools';

function useReportFilters() {
  const translate = useTranslate();
  const statusChoices = reportStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectFilter key="status" source="status" choices={statusChoices} alwaysOn />,
    <ReferenceSelectFilter key="reportTitleId" source="reportTitleId" reference="report-titles" sort={{ field: 'title', order: 'ASC' }} optionText="title" />,
    <DateFilter key="createdFrom" source="createdFrom" />,
    <DateFilter key="createdTo" source="createdTo" />,
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
