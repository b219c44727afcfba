import { deferredPart } from '../../layout/deferredPart';
import { DataTable } from 'react-admin';
import { type ReportItem } from '../../../contract/reports';
import { DayField, StatusField } from '../shared/people/fields';
import { useReportCard } from '../shared/people/recordCards';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { reportListView } from './listView';

/** Shown only once rows are selected: its dialog loads then, not with the list. */
const ReportBulkActions = deferredPart(() => import('./ReportBulkActions').then((m) => m.ReportBulkActions));

const Toolbar = deferredToolbar(() => import('./ReportListTools').then((module) => module.reportListTools));

/** Reported issues (spec: /admin/reports); the newest first, open ones easy to filter. */
export function ReportList() {
  const card = useReportCard();
  return (
    <ListFrame<ReportItem>
      resource="reports"
      toolbar={Toolbar}
      bulkActions={<ReportBulkActions />}
      defaults={reportListView.defaults}
      card={card}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="createdAt">
        <DayField source="createdAt" />
      </DataTable.Col>
      <DataTable.Col source="reportTitle" disableSort />
      <DataTable.Col source="reporterName" disableSort />
      <DataTable.Col source="reportedName" disableSort />
      <DataTable.Col source="status">
        <StatusField source="status" />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <DayField source="updatedAt" />
      </DataTable.Col>
    </ListFrame>
  );
}
