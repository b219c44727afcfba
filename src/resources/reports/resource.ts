import { reportStatuses } from '../../../contract/values';
import { declareResource } from '../../../contract/declaration';
import { reportListView } from './listView';

/**
 * Reported issues: one person reports another (or a booking), staff move the report through its
 * statuses and keep an internal note. The list, the detail and the status change are calls of
 * ./server.ts (they join both people and record who closed a report and when) and screens of this
 * folder; the menu, routes, access, dataProvider row, export, history and texts follow from here.
 */
export default declareResource({
  name: 'reports',
  icon: () => import('@mui/icons-material/Report'),
  labelField: 'description',
  representation: (report) => `#${String(report.id)} ${String(report.reportTitle ?? '')}`.trim(),
  fields: {
    status: { kind: 'choice', values: reportStatuses, required: true, default: 'open', sort: true, filter: true },
    reportTitleId: { kind: 'reference', resource: 'report-titles', readOnly: true, filter: true },
    reporterId: { kind: 'integer', min: 1, readOnly: true, filter: true },
    reportedId: { kind: 'integer', min: 1, readOnly: true, filter: true },
    bookingId: { kind: 'integer', readOnly: true },
    description: { kind: 'longText', max: 5000, readOnly: true, search: true },
    adminNote: { kind: 'longText', max: 5000, default: '' },
    resolvedById: { kind: 'reference', resource: 'admin-management', readOnly: true },
    resolvedAt: { kind: 'dateTime', readOnly: true },
    // Filtered by the days reports were made (`createdFrom`, `createdTo`); sorted by when they were made and last changed.
    createdAt: { kind: 'dateTime', readOnly: true, required: true, sort: true, filter: true },
    updatedAt: { kind: 'dateTime', readOnly: true, required: true, sort: true },
  },
  access: { read: 'editor', update: 'editor' },
  list: { defaultSort: reportListView.defaults.sort },
  calls: {
    list: 'GET /admin/report-management',
    get: 'GET /admin/report-management/{id}',
    update: 'POST /admin/report-management/update/{id}',
  },
  ownCalls: ['list', 'get', 'update'],
  actions: { bulkStatus: 'POST /admin/report-management/bulk-status' },
  screens: {
    list: () => import('./ReportList').then((m) => ({ default: m.ReportList })),
    show: () => import('./ReportShow').then((m) => ({ default: m.ReportShow })),
    edit: null,
  },
  menuOrder: 20,
  menuKey: 'r',
});
