import { bulkDoneEnvelope, errorResponses, idParams } from '../../contract/common.js';
import * as contract from '../../contract/reports.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import { getReport, listReports, updateReport, updateReportStatuses } from '../services/reports.js';

/** Reported issues: list, detail, status and internal note. */
export async function reportRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/report-management',
    schema: {
      tags: ['reports'],
      summary: 'List reports; search description and both names; filter by status, title, reporter, reported account and date.',
      querystring: contract.reportListQuery,
      response: { 200: contract.reportListEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
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
    onRequest: requireAdmin,
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
      response: { 200: contract.reportEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({
      data: await updateReport(app.db, request.user!, request.params.id, request.body),
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
        'All or nothing: an unknown report is a 404 naming it, and then nothing changes. Answers the changed ids.',
      body: contract.reportBulkStatusBody,
      response: { 200: bulkDoneEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => {
      const done = await updateReportStatuses(app.db, request.user!, request.body);
      return { data: done, message: `${done.ids.length} report${done.ids.length === 1 ? '' : 's'} updated` };
    },
  });
}
