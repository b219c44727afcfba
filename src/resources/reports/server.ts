import { updateHeaders } from '../../../server/declared/ifMatch.js';
import { bulkDoneEnvelope, errorResponses, idParams } from '../../../contract/common.js';
import * as contract from '../../../contract/reports.js';
import type { App } from '../../../server/appType.js';
import { guardFor } from '../../../server/auth/guards.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { exportOf } from '../../../server/export/exportSource.js';
import { getReport, listReports, reportListSource, updateReport, updateReportStatuses } from '../../../server/services/reports.js';
import { ascendingByDefault, listQueryOf } from '../../../server/declared/listQuery.js';
import reports from './resource.js';

const listQuery = listQueryOf(reports, ascendingByDefault);

/** The CSV export of the reports list: the list's own query, items and source. */
export const listExport: DeclaredServerModule['listExport'] = exportOf(listQuery, contract.reportItem, (db, _actor, query) => reportListSource(db, query));

/**
 * The calls of reports (./resource.ts names them): list, detail, status and internal note, and the
 * same status for several at once. Closing a report records who closed it and when.
 */
export default async function reportCalls(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/report-management',
    schema: {
      tags: ['reports'],
      summary: 'List reports; search description and both names; filter by status, title, reporter, reported account and date.',
      querystring: listQuery,
      response: { 200: contract.reportListEnvelope, ...errorResponses },
    },
    onRequest: guardFor(reports.access.read),
    config: { keptPerSnapshot: true },
    handler: async (request) => ({ data: await listReports(app.db, request.query) }),
  });

  app.route({
    method: 'GET',
    url: '/admin/report-management/:id',
    schema: {
      tags: ['reports'],
      summary: 'One report with both people, title, note, who resolved it, and the reported account\'s 5 latest bookings.',
      params: idParams,
      response: { 200: contract.reportEnvelope, ...errorResponses },
    },
    onRequest: guardFor(reports.access.read),
    handler: async (request) => ({ data: await getReport(app.db, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: '/admin/report-management/update/:id',
    schema: {
      tags: ['reports'],
      summary:
        'Set status and/or the internal admin note (up to 5000 characters). Resolving or dismissing records who and when; reopening clears it.',
      params: idParams,
      body: contract.reportUpdateBody,
      headers: updateHeaders,
      response: { 200: contract.reportEnvelope, ...errorResponses },
    },
    onRequest: guardFor(reports.access.update!),
    handler: async (request) => ({
      data: await updateReport(app.db, request.user!, request.params.id, request.body, request.headers['if-match']),
      message: 'Report updated',
    }),
  });
  app.route({
    method: 'POST',
    url: '/admin/report-management/bulk-status',
    schema: {
      tags: ['extension', 'reports'],
      summary:
        'Set the same status on 1 to 500 reports in one transaction, each exactly as POST /admin/report-management/update/{id} ' +
        'sets it (closing records who and when, reopening clears it; audited per report); notes are left as they are. ' +
        'A report already in that status is left as it is (version and history unchanged). All or nothing: an unknown report ' +
        'is a 404 naming it, and then nothing changes. Answers the given ids.',
      body: contract.reportBulkStatusBody,
      response: { 200: bulkDoneEnvelope, ...errorResponses },
    },
    onRequest: guardFor(reports.access.update!),
    handler: async (request) => {
      const done = await updateReportStatuses(app.db, request.user!, request.body);
      return { data: done, message: `${done.ids.length} report${done.ids.length === 1 ? '' : 's'} updated` };
    },
  });
}
