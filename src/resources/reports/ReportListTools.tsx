import { useTranslate } from 'react-admin';
import { type ReportItem } from '../../../contract/reports';
import { reportStatuses } from '../../../contract/values';
import { valueLabels } from '../shared/export/valueLabels';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { ReferenceFilter } from '../shared/people/filters/ReferenceFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import type { ListTools } from '../shared/list/toolbarTypes';

function useReportFilters() {
  const translate = useTranslate();
  const statusChoices = reportStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectFilter key="status" source="status" choices={statusChoices} alwaysOn />,
    <ReferenceFilter key="reportTitleId" source="reportTitleId" reference="report-titles" optionText="title" />,
    <DateFilter key="createdFrom" source="createdFrom" />,
    <DateFilter key="createdTo" source="createdTo" />,
  ];
}

const exportColumns: ListTools<ReportItem>['exportColumns'] = [
  { field: 'id', label: 'resources.reports.fields.id' },
  { field: 'createdAt', label: 'resources.reports.fields.createdAt' },
  { field: 'reportTitle', label: 'resources.reports.fields.reportTitle' },
  { field: 'reporterName', label: 'resources.reports.fields.reporterName' },
  { field: 'reportedName', label: 'resources.reports.fields.reportedName' },
  { field: 'status', label: 'resources.reports.fields.status', values: valueLabels(reportStatuses, 'app.people.status') },
  { field: 'description', label: 'resources.reports.fields.description' },
  { field: 'resolvedAt', label: 'resources.reports.fields.resolvedAt' },
];

/** Filters and CSV export of the list, loaded after its first rows. */
export const reportListTools: ListTools<ReportItem> = { useFilters: useReportFilters, exportColumns };
