import { paymentStatuses } from '../../../contract/values';
import { declareResource } from '../../../contract/declaration';

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
    studentId: { kind: 'reference', resource: 'users', readOnly: true },
    studentName: { kind: 'text', max: 200, readOnly: true, search: true },
    tutorId: { kind: 'reference', resource: 'tutors', readOnly: true },
    tutorName: { kind: 'text', max: 200, readOnly: true, search: true },
    subjectId: { kind: 'reference', resource: 'subjects', readOnly: true },
    subjectName: { kind: 'text', max: 200, readOnly: true, search: true },
    lessonAt: { kind: 'dateTime', readOnly: true, sort: true },
    durationMinutes: { kind: 'integer', readOnly: true },
    amountCents: { kind: 'money', readOnly: true, sort: true },
    platformFeeCents: { kind: 'money', readOnly: true },
    currency: { kind: 'text', max: 3, case: 'upper', readOnly: true },
    paymentStatus: { kind: 'choice', values: paymentStatuses, readOnly: true, sort: true, filter: true },
  },
  access: { read: 'editor' },
  list: {
    defaultSort: { field: 'lessonAt', order: 'DESC' },
    sortableRecordColumns: ['createdAt'],
    queryFilters: ['studentId', 'tutorId', 'subjectId', 'lessonFrom', 'lessonTo', 'minAmount', 'maxAmount', 'currency'],
  },
  calls: { list: 'GET /admin/transactions', get: 'GET /admin/transactions/{id}' },
  ownCalls: ['list', 'get'],
  screens: {
    list: () => import('./TransactionList').then((m) => ({ default: m.TransactionList })),
    show: () => import('./TransactionShow').then((m) => ({ default: m.TransactionShow })),
  },
  menuOrder: 30,
});
