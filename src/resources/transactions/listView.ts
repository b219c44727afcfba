import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/**
 * Transactions: the query of the list's first page and its columns (amounts in the booking's own
 * currency), read by the list screen and by its start (./listStart.ts).
 */
export const transactionListView = {
  resource: 'transactions',
  defaults: { sort: { field: 'lessonAt', order: 'DESC' } as const, perPage: DEFAULT_PAGE_SIZE },
  columns: [
    { source: 'id', label: 'resources.transactions.fields.bookingId' },
    { source: 'studentName', sortable: false },
    { source: 'tutorName', sortable: false },
    { source: 'subjectName', sortable: false },
    { source: 'lessonAt', kind: 'dayTime' },
    { source: 'amountCents', kind: 'money', align: 'right' },
    { source: 'platformFeeCents', kind: 'money', align: 'right', sortable: false },
    { source: 'netCents', kind: 'money', align: 'right', sortable: false },
    { source: 'paymentStatus', kind: 'status' },
  ],
} satisfies Omit<ListStart, 'loadScreen'>;
