import { errorResponses } from '../../contract/common.js';
import { dashboardEnvelope } from '../../contract/dashboard.js';
import type { App } from '../appType.js';
import { requireAdmin } from '../auth/guards.js';
import { getDashboard } from '../services/dashboard.js';

export async function dashboardRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/dashboard',
    schema: {
      tags: ['dashboard'],
      summary: 'Totals, 12 months of bookings and revenue, 12 weeks of sign-ups, newest open reports and oldest pending tutors.',
      response: { 200: dashboardEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async () => ({ data: await getDashboard(app.db) }),
  });
}
