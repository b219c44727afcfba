import { errorResponses } from '../../contract/common.js';
import * as contract from '../../contract/transactions.js';
import type { App } from '../app.js';
import { requireAdmin } from '../auth/guards.js';
import { getTransaction, listTransactions } from '../services/transactions.js';

/** Transactions (bookings and their payments): read-only. */
export async function transactionRoutes(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/transactions',
    schema: {
      tags: ['transactions'],
      summary: 'List transactions; search student, tutor and subject names; filter by payment status, people, subject, lesson time, amount, currency.',
      querystring: contract.transactionListQuery,
      response: { 200: contract.transactionListEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await listTransactions(app.db, request.query) }),
  });

  app.route({
    method: 'GET',
    url: '/admin/transactions/:bookingId',
    schema: {
      tags: ['transactions'],
      summary: 'One transaction (id = bookingId) with amount, fee, net, and both people with their current names.',
      params: contract.transactionParams,
      response: { 200: contract.transactionEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await getTransaction(app.db, request.params.bookingId) }),
  });
}
