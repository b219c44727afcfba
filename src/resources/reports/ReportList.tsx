import { deferredPart } from '../../layout/deferredPart';
import { type ReportItem } from '../../../contract/reports';
import { useReportCard } from '../shared/people/recordCards';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { reportListView } from './listView';

/** Shown only once rows are selected: its dialog loads then, not with the list. */
const ReportBulkActions = deferredPart(() => import('./ReportBulkActions').then((m) => m.ReportBulkActions));

const Toolbar = deferredToolbar(() => import('./ReportListTools').then((module) => module.reportListTools));

/** Reported issues (spec: /admin/reports); the newest first, open ones easy to filter. */
export function ReportList() {
  const card = useReportCard();
  return (
    <ListFrame<ReportItem> described={reportListView.columns}
      resource="reports"
      toolbar={Toolbar}
      bulkActions={<ReportBulkActions />}
      defaults={reportListView.defaults}
      card={card}
    >
      {listColumns(reportListView.columns)}
    </ListFrame>
  );
}
