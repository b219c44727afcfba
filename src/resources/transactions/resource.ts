import { paymentStatuses } from '../../../contract/values';
import { declareResource } from '../../../contract/declaration';
import { transactionListView } from './listView';

/**
 * Transactions: the bookings and their payments, read-only (id = bookingId). The list and the
 * detail are calls of ./server.ts (the detail adds both people as they are today) and screens of
 * this folder; the menu, routes, access, dataProvider row, export, history and texts follow from here.
 */
export default declareResource({
  name: 'transactions',
  icon: () => import('@mui/icons-material/ReceiptLong'),
  labelField: 'subjectName',
  representation: (booking) => `#${String(booking.id)} ${String(booking.subjectName ?? '')}`.trim(),
  fields: {
    studentId: { kind: 'reference', resource: 'users', readOnly: true, filter: true },
    studentName: { kind: 'text', max: 200, readOnly: true, search: true },
    tutorId: { kind: 'reference', resource: 'tutors', readOnly: true, filter: true },
    tutorName: { kind: 'text', max: 200, readOnly: true, search: true },
    subjectId: { kind: 'reference', resource: 'subjects', readOnly: true, filter: true },
    subjectName: { kind: 'text', max: 200, readOnly: true, search: true },
    // Filtered by lesson days (`lessonFrom`, `lessonTo`) and by amount (`minAmount`, `maxAmount`, in cents).
    lessonAt: { kind: 'dateTime', readOnly: true, required: true, sort: true, filter: true },
    durationMinutes: { kind: 'integer', readOnly: true },
    amountCents: { kind: 'money', readOnly: true, sort: true, filter: 'range' },
    platformFeeCents: { kind: 'money', readOnly: true },
    currency: { kind: 'text', max: 3, case: 'upper', pattern: { regex: '[A-Z]{3}', message: 'currency' }, readOnly: true, filter: true },
    paymentStatus: { kind: 'choice', values: paymentStatuses, readOnly: true, sort: true, filter: true },
    // When the booking was made: sorted by (its last change is not).
    createdAt: { kind: 'dateTime', readOnly: true, required: true, sort: true },
  },
  access: { read: 'editor' },
  list: {
    defaultSort: transactionListView.defaults.sort,
  },
  calls: { list: 'GET /admin/transactions', get: 'GET /admin/transactions/{id}' },
  ownCalls: ['list', 'get'],
  screens: {
    list: () => import('./TransactionList').then((m) => ({ default: m.TransactionList })),
    show: () => import('./TransactionShow').then((m) => ({ default: m.TransactionShow })),
  },
  menuOrder: 30,
  menuKey: 'x',
});
