import { errorResponses } from '../../../contract/common.js';
import * as contract from '../../../contract/transactions.js';
import type { App } from '../../../server/appType.js';
import { guardFor } from '../../../server/auth/guards.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { exportOf } from '../../../server/export/exportSource.js';
import { getTransaction, listTransactions, transactionListSource } from '../../../server/services/transactions.js';
import { ascendingByDefault, listQueryOf } from '../../../server/declared/listQuery.js';
import transactions from './resource.js';

const listQuery = listQueryOf(transactions, ascendingByDefault);

/** The CSV export of the transactions list: the list's own query, items and source. */
export const listExport: DeclaredServerModule['listExport'] = exportOf(listQuery, contract.transactionItem, (db, _actor, query) => transactionListSource(db, query));

/** The calls of transactions (./resource.ts names them), read-only: the list, and one booking with both people as they are today. */
export default async function transactionCalls(app: App): Promise<void> {
  app.route({
    method: 'GET',
    url: '/admin/transactions',
    schema: {
      tags: ['transactions'],
      summary: 'List transactions; search student, tutor and subject names; filter by payment status, people, subject, lesson time, amount, currency.',
      querystring: listQuery,
      response: { 200: contract.transactionListEnvelope, ...errorResponses },
    },
    onRequest: guardFor(transactions.access.read),
    config: { keptPerSnapshot: true },
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
    onRequest: guardFor(transactions.access.read),
    handler: async (request) => ({ data: await getTransaction(app.db, request.params.bookingId) }),
  });
}
