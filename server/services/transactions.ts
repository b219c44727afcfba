import { sql, type ExpressionBuilder } from 'kysely';
import { paymentStatuses, type TransactionDetail, type TransactionItem } from '../../contract/transactions.js';
import transactions from '../../src/resources/transactions/resource.js';
import { filterConditions, type DeclaredListQuery } from '../declared/listQuery.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import { countedRowsExpression, filtersOnly, lowerCasedLike, pageOf, type ListSource } from './listPage.js';
import { iso } from './jsonDates.js';
import { characterIndex, pairIndex } from './pairSearch.js';

const sortColumns = {
  lessonAt: 'bookings.lessonAt',
  createdAt: 'bookings.createdAt',
  amountCents: 'bookings.amountCents',
  paymentStatus: 'bookings.paymentStatus',
  id: 'bookings.id',
};

const bookingColumns = [
  'bookings.id',
  'bookings.studentId',
  'bookings.studentName',
  'bookings.tutorId',
  'bookings.tutorName',
  'bookings.subjectId',
  'bookings.subjectName',
  'bookings.lessonAt',
  'bookings.durationMinutes',
  'bookings.amountCents',
  'bookings.platformFeeCents',
  'bookings.currency',
  'bookings.paymentStatus',
  'bookings.createdAt',
  'bookings.updatedAt',
] as const;

export function selectBookings(db: DB) {
  return db.selectFrom('bookings').select(bookingColumns);
}
type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['executeTakeFirstOrThrow']>>;

export function toTransactionItem(row: BookingRow): TransactionItem {
  return {
    ...row,
    bookingId: row.id,
    netCents: row.amountCents - row.platformFeeCents,
    lessonAt: iso(row.lessonAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The latest bookings of an account, as student or as tutor. */
export async function recentBookingsOf(db: DB, accountId: number, limit = 5): Promise<TransactionItem[]> {
  const rows = await selectBookings(db)
    .where((eb) => eb.or([eb('bookings.studentId', '=', accountId), eb('bookings.tutorId', '=', accountId)]))
    .orderBy('bookings.lessonAt', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toTransactionItem);
}

/** The declared filters (./resource.ts of transactions), each on the booking's column of its field's name. */
function filters(query: DeclaredListQuery) {
  return (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb.and(filterConditions(transactions, query).map(({ field, op, value }) => eb(sql.ref(`bookings.${field}`), op === 'holds' ? '=' : op, value)));
}

/** The bookings' search pairs (migration 0013), for a two-character term. */
const bookingPairs = pairIndex('bookings_search_pairs', 'bookings.searchText');
/** The bookings' search characters (migration 0019), for a one-character term. */
const bookingCharacters = characterIndex('bookings_search_characters', 'bookings.searchText');

/** The transactions list: its rows, order and search, for its pages and its export. */
export function transactionListSource(db: DB, query: DeclaredListQuery): ListSource<BookingRow, TransactionItem> {
  return {
    base: selectBookings(db).where(filters(query)),
    toItems: (rows) => rows.map(toTransactionItem),
    options: {
    sortColumns,
    idColumn: 'bookings.id',
    // search_text: student, tutor and subject names, lower-cased (migration 0007).
    search: (_eb, pattern) => lowerCasedLike('bookings.searchText', pattern),
    // The booking number, the list's first column.
    idSearch: true,
    pairs: bookingPairs,
    characters: bookingCharacters,
    // Its index carries the search text (migration 0015) but no filter's column.
    ...(filtersOnly(query) ? { coveredWalks: ['bookings.lessonAt'] } : {}),
    large: {
      db,
      countedTotal: filtersOnly(query, ['paymentStatus'])
        ? countedRowsExpression('bookings', typeof query.paymentStatus === 'string' ? [query.paymentStatus] : paymentStatuses)
        : undefined,
    },
    },
  };
}

export function listTransactions(db: DB, query: DeclaredListQuery) {
  return pageOf(transactionListSource(db, query), query);
}

export async function getTransaction(db: DB, bookingId: number): Promise<TransactionDetail> {
  const row = await selectBookings(db)
    .innerJoin('accounts as student', 'student.id', 'bookings.studentId')
    .innerJoin('accounts as tutor', 'tutor.id', 'bookings.tutorId')
    .select([
      'student.displayName as studentCurrentName',
      'student.email as studentEmail',
      sql<boolean>`student.deleted_at is not null`.as('studentDeleted'),
      'tutor.displayName as tutorCurrentName',
      'tutor.email as tutorEmail',
      sql<boolean>`tutor.deleted_at is not null`.as('tutorDeleted'),
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw notFound('Transaction', 'transactions');
  const { studentCurrentName, studentEmail, studentDeleted, tutorCurrentName, tutorEmail, tutorDeleted, ...booking } = row;
  return {
    ...toTransactionItem(booking),
    student: { id: booking.studentId, displayName: studentCurrentName, email: studentEmail, deleted: studentDeleted },
    tutor: { id: booking.tutorId, displayName: tutorCurrentName, email: tutorEmail, deleted: tutorDeleted },
  };
}
