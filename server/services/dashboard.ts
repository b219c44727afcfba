import { sql } from 'kysely';
import type { Dashboard } from '../../contract/dashboard.js';
import type { DB } from '../db/index.js';
import { countedLiveAccounts } from './accounts.js';
import { iso } from './jsonDates.js';

/** Sums can pass 2^31 cents; they travel as text and become numbers here. */
const cents = (value: string | null) => Number(value ?? 0);

/**
 * Counted, not counting: the accounts from `list_counts` and the bookings and paid sums from
 * `booking_months` (migrations 0006, 0017), both kept by triggers; counting the tables took 200-340
 * ms at a million rows. The pending tutors are counted; naming their type lets the planner pair
 * the pending profiles with the index of live tutors (110-136 ms at a million tutors, 120,000 of
 * them pending) where it read every account by its key (230-320 ms).
 */
async function totals(db: DB): Promise<Dashboard['totals']> {
  const { rows } = await sql<{
    tutors: number;
    students: number;
    bookings: number;
    revenue: string;
    fees: string;
    openReports: number;
    tutorsAwaitingApproval: number;
  }>`
    select
      ${countedLiveAccounts(['tutor'])} as tutors,
      ${countedLiveAccounts(['user'])} as students,
      (select coalesce(sum(bookings), 0)::int from booking_months) as bookings,
      (select coalesce(sum(paid_amount_cents), 0)::text from booking_months) as revenue,
      (select coalesce(sum(paid_fee_cents), 0)::text from booking_months) as fees,
      (select count(*)::int from reports where status = 'open') as open_reports,
      (select count(*)::int from tutor_profiles p join accounts a on a.id = p.account_id
        where p.approval_status = 'pending' and a.deleted_at is null and a.user_type = 'tutor') as tutors_awaiting_approval`.execute(db);
  const row = rows[0]!;
  return {
    tutors: row.tutors,
    students: row.students,
    bookings: row.bookings,
    revenueCents: cents(row.revenue),
    platformFeeCents: cents(row.fees),
    openReports: row.openReports,
    tutorsAwaitingApproval: row.tutorsAwaitingApproval,
  };
}

/** Calendar months in UTC, the current one last; empty months are zero (`booking_months`, migration 0017). */
async function bookingsByMonth(db: DB): Promise<Dashboard['bookingsByMonth']> {
  const { rows } = await sql<{ month: string; bookings: number; revenue: string }>`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone 'UTC') - interval '11 months',
        date_trunc('month', now() at time zone 'UTC'),
        interval '1 month') as m
    )
    select to_char(m, 'YYYY-MM') as month,
      coalesce(counted.bookings, 0)::int as bookings,
      coalesce(counted.paid_amount_cents, 0)::text as revenue
    from months
    left join booking_months counted on counted.month = m::date
    order by m`.execute(db);
  return rows.map((row) => ({ month: row.month, bookings: row.bookings, revenueCents: cents(row.revenue) }));
}

/** ISO weeks (Monday, UTC), the current one last; deleted accounts still count as sign-ups. */
async function signupsByWeek(db: DB): Promise<Dashboard['signupsByWeek']> {
  const { rows } = await sql<{ weekStart: string; students: number; tutors: number }>`
    with weeks as (
      select generate_series(
        date_trunc('week', now() at time zone 'UTC') - interval '11 weeks',
        date_trunc('week', now() at time zone 'UTC'),
        interval '1 week') as w
    )
    select to_char(w, 'YYYY-MM-DD') as week_start,
      count(a.id) filter (where a.user_type = 'user')::int as students,
      count(a.id) filter (where a.user_type = 'tutor')::int as tutors
    from weeks
    left join accounts a on a.user_type in ('user', 'tutor')
      and a.created_at >= (w at time zone 'UTC') and a.created_at < ((w + interval '1 week') at time zone 'UTC')
    group by w
    order by w`.execute(db);
  return rows;
}

async function newestOpenReports(db: DB): Promise<Dashboard['newestOpenReports']> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('accounts as reporter', 'reporter.id', 'reports.reporterId')
    .innerJoin('accounts as reported', 'reported.id', 'reports.reportedId')
    .leftJoin('reportTitles as title', 'title.id', 'reports.reportTitleId')
    .select(['reports.id', 'title.title as reportTitle', 'reporter.displayName as reporterName', 'reported.displayName as reportedName', 'reports.createdAt'])
    .where('reports.status', '=', 'open')
    .orderBy('reports.createdAt', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(5)
    .execute();
  return rows.map((row) => ({ ...row, reportTitle: row.reportTitle ?? null, createdAt: iso(row.createdAt) }));
}

async function oldestPendingTutors(db: DB): Promise<Dashboard['oldestPendingTutors']> {
  const rows = await db
    .selectFrom('tutorProfiles as p')
    .innerJoin('accounts', 'accounts.id', 'p.accountId')
    .select(['accounts.id', 'accounts.displayName', 'accounts.createdAt'])
    .where('p.approvalStatus', '=', 'pending')
    .where('accounts.deletedAt', 'is', null)
    .orderBy('accounts.createdAt')
    .orderBy('accounts.id')
    .limit(5)
    .execute();
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Everything the dashboard shows, in one call; each part is one SQL query. */
export async function getDashboard(db: DB): Promise<Dashboard> {
  const [t, months, weeks, reports, tutors] = await Promise.all([
    totals(db),
    bookingsByMonth(db),
    signupsByWeek(db),
    newestOpenReports(db),
    oldestPendingTutors(db),
  ]);
  return { totals: t, bookingsByMonth: months, signupsByWeek: weeks, newestOpenReports: reports, oldestPendingTutors: tutors };
}
