import { base, en, Faker } from '@faker-js/faker';
import { sql } from 'kysely';
import type { DB } from '../index.js';
import type { TutorApprovalStatus } from '../../../contract/tutors.js';
import { bulkLoad, inTransaction, vacuumAnalyze } from './bulkLoad.js';
import { marketplaceVolumes } from './volumes.js';

export interface MarketplaceSeedOptions {
  /**
   * Multiplies tutors, students, bookings and reports (1 = 200 tutors, 2,000 students, 20,000
   * bookings, 300 reports); bookings stop at a million (see volumes.ts).
   */
  scale?: number;
  /** Same seed, same data (on the same database engine). */
  seed?: number;
  /** Progress, one line per step. */
  log?: (line: string) => void;
}

export interface MarketplaceSeedResult {
  skipped: boolean;
  tutors: number;
  students: number;
  bookings: number;
  reports: number;
  milliseconds: number;
}

const BATCH = 1_000;
const BOOKING_CHUNK = 250_000;
/** The tables the marketplace fills: bulk loaded (see bulkLoad.ts), then vacuumed and analysed. */
const LOADED_TABLES = ['accounts', 'tutor_profiles', 'tutor_subjects', 'tutor_languages', 'tutor_levels', 'bookings', 'reports'];
const PLATFORM_FEE = 0.15;
const TWO_YEARS = '730 days';

const approvalMix: Array<[TutorApprovalStatus, number]> = [
  ['approved', 0.7],
  ['pending', 0.12],
  ['rejected', 0.08],
  ['suspended', 0.1],
];
const statusReasons: Record<TutorApprovalStatus, string[]> = {
  approved: ['Documents verified', 'Interview passed', 'References checked'],
  pending: [],
  rejected: ['Qualifications could not be verified', 'Incomplete profile', 'Duplicate account'],
  suspended: ['Repeated no-shows', 'Complaints from students under review', 'Payment dispute'],
};
const accountStatusOf: Record<TutorApprovalStatus, 'active' | 'pending' | 'suspended'> = {
  approved: 'active',
  pending: 'pending',
  rejected: 'suspended',
  suspended: 'suspended',
};

function pick<T>(faker: Faker, weighted: Array<[T, number]>): T {
  let roll = faker.number.float({ min: 0, max: 1 });
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

const asciiName = (name: string) => /^[A-Za-z]+$/.test(name);
const emailPart = (name: string) => name.toLowerCase();

async function catalogueIds(db: DB) {
  const [subjects, languages, levels, titles] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'name', 'parentId']).execute(),
    db.selectFrom('languages').select('id').execute(),
    db.selectFrom('levels').select('id').execute(),
    db.selectFrom('reportTitles').select('id').execute(),
  ]);
  if (subjects.length === 0 || languages.length === 0 || levels.length === 0 || titles.length === 0) {
    throw new Error('The demo marketplace needs the catalogue (subjects, languages, levels, report titles): run seedCatalogue first');
  }
  const leaves = subjects.filter((subject) => subject.parentId !== null);
  return {
    subjects: (leaves.length > 0 ? leaves : subjects).map((subject) => subject.id),
    languages: languages.map((row) => row.id),
    levels: levels.map((row) => row.id),
    titles: titles.map((row) => row.id),
  };
}

type Column = [sqlType: string, values: readonly unknown[]];

/**
 * INSERT ... SELECT FROM unnest(one array per column): a batch of rows in a handful of
 * parameters, without building a query node per value.
 */
function insertColumns(table: string, columns: Record<string, Column>) {
  const names = Object.keys(columns);
  const arrays = Object.values(columns).map(([type, values]) => sql`${values}::${sql.raw(type)}[]`);
  return sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))}) select * from unnest(${sql.join(arrays)})`;
}

async function seedTutors(db: DB, faker: Faker, count: number, catalogue: Awaited<ReturnType<typeof catalogueIds>>) {
  const staffId = (await db.selectFrom('accounts').select('id').where('userType', 'in', ['superAdmin', 'admin']).orderBy('id').executeTakeFirst())?.id ?? null;
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const people = Array.from({ length: size }, (_, index) => {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      const approvalStatus = pick(faker, approvalMix);
      const createdAt = new Date(now - faker.number.int({ min: 1, max: 730 * 86_400 }) * 1000);
      return { first, last, approvalStatus, createdAt, n: start + index + 1 };
    });
    const emails = people.map((p) => `${emailPart(p.first)}.${emailPart(p.last)}.t${p.n}@tutors.example.com`.replace(/[^a-z0-9.@-]/g, ''));
    const phones = people.map(() => faker.helpers.maybe(() => faker.phone.number({ style: 'international' }), { probability: 0.7 }) ?? null);
    const createdAt = people.map((p) => p.createdAt.toISOString());
    const inserted = await sql<{ id: number; email: string }>`${insertColumns('accounts', {
      email: ['text', emails],
      display_name: ['text', people.map((p) => `${p.first} ${p.last}`)],
      phone: ['text', phones],
      user_type: ['text', people.map(() => 'tutor')],
      status: ['text', people.map((p) => accountStatusOf[p.approvalStatus])],
      email_verified: ['boolean', people.map((p) => p.approvalStatus !== 'pending')],
      created_at: ['timestamptz', createdAt],
      updated_at: ['timestamptz', createdAt],
    })} returning id, email`.execute(db);
    const idOf = new Map(inserted.rows.map((row) => [row.email, row.id]));
    const rows = people.map((p, index) => ({ ...p, id: idOf.get(emails[index]!)! }));
    const profiles = rows.map((p) => {
      const decided = p.approvalStatus !== 'pending';
      return {
        headline: faker.helpers.arrayElement(['Patient and experienced', 'Exam specialist', 'Friendly native speaker', 'University lecturer', 'Certified teacher', 'Making hard things simple']),
        bio: faker.lorem.sentences({ min: 2, max: 4 }),
        rate: faker.number.int({ min: 15, max: 90 }) * 100,
        country: faker.location.countryCode('alpha-2'),
        reason: decided ? faker.helpers.arrayElement(statusReasons[p.approvalStatus]) : null,
        changedAt: decided ? new Date(Math.min(now, p.createdAt.getTime() + faker.number.int({ min: 1, max: 14 }) * 86_400_000)).toISOString() : null,
        changedBy: decided ? staffId : null,
      };
    });
    await insertColumns('tutor_profiles', {
      account_id: ['int', rows.map((p) => p.id)],
      headline: ['text', profiles.map((p) => p.headline)],
      bio: ['text', profiles.map((p) => p.bio)],
      hourly_rate_cents: ['int', profiles.map((p) => p.rate)],
      country: ['text', profiles.map((p) => p.country)],
      approval_status: ['text', rows.map((p) => p.approvalStatus)],
      status_reason: ['text', profiles.map((p) => p.reason)],
      status_changed_at: ['timestamptz', profiles.map((p) => p.changedAt)],
      status_changed_by: ['int', profiles.map((p) => p.changedBy)],
    }).execute(db);
    const links = (ids: number[], min: number, max: number) =>
      rows.flatMap((p) => faker.helpers.arrayElements(ids, { min: Math.min(min, ids.length), max: Math.min(max, ids.length) }).map((id) => [p.id, id] as const));
    const linkTables = [
      ['tutor_subjects', 'subject_id', links(catalogue.subjects, 1, 4)],
      ['tutor_languages', 'language_id', links(catalogue.languages, 1, 3)],
      ['tutor_levels', 'level_id', links(catalogue.levels, 1, 3)],
    ] as const;
    for (const [table, column, pairs] of linkTables) {
      await insertColumns(table, { tutor_id: ['int', pairs.map(([tutorId]) => tutorId)], [column]: ['int', pairs.map(([, id]) => id)] }).execute(db);
    }
  }
}

/** Students in one SQL statement: names drawn from faker-made pools, sign-ups spread over two years. */
async function seedStudents(db: DB, faker: Faker, count: number) {
  const firsts = [...new Set(Array.from({ length: 600 }, () => faker.person.firstName()).filter(asciiName))];
  const lasts = [...new Set(Array.from({ length: 600 }, () => faker.person.lastName()).filter(asciiName))];
  await sql`
    insert into accounts (email, display_name, user_type, status, email_verified, created_at, updated_at)
    select lower(first || '.' || last || '.s' || i) || '@students.example.com', first || ' ' || last, 'user',
      case when r < 0.03 then 'suspended' when r < 0.08 then 'pending' else 'active' end, r >= 0.08, ts, ts
    from (
      select i, (${firsts}::text[])[1 + floor(random() * ${firsts.length})::int] as first,
        (${lasts}::text[])[1 + floor(random() * ${lasts.length})::int] as last,
        random() as r, now() - random() * interval '${sql.raw(TWO_YEARS)}' as ts
      from generate_series(1, ${count}::int) as i
    ) g`.execute(db);
}

/**
 * The people bookings are drawn from, numbered 1..n in id order (temporary tables, dropped at
 * commit): live students, and tutors who were ever approved with their subjects.
 */
async function bookingParties(db: DB) {
  await sql`
    create temp table seed_students on commit drop as
    select id, display_name, created_at, row_number() over (order by id)::int as rn
    from accounts where user_type = 'user' and deleted_at is null`.execute(db);
  await sql`
    create temp table seed_tutors on commit drop as
    select a.id, a.display_name, a.created_at, p.hourly_rate_cents as rate, row_number() over (order by a.id)::int as rn,
      array(select ts.subject_id from tutor_subjects ts where ts.tutor_id = a.id order by ts.subject_id) as subjects
    from accounts a join tutor_profiles p on p.account_id = a.id
    where a.deleted_at is null and p.approval_status in ('approved', 'suspended')`.execute(db);
  await sql`create unique index on seed_students (rn)`.execute(db);
  await sql`create unique index on seed_tutors (rn)`.execute(db);
  await sql`analyze seed_students`.execute(db);
  await sql`analyze seed_tutors`.execute(db);
  const { rows } = await sql<{ students: number; tutors: number }>`
    select (select count(*)::int from seed_students) as students, (select count(*)::int from seed_tutors) as tutors`.execute(db);
  return rows[0]!;
}

/**
 * Bookings between live students and tutors who were ever approved, after both signed up, up to
 * 14 days ahead (future ones pending); fee 15%; mostly paid, some refunded, cancelled or failed.
 * Inserted in chunks; random() runs in generate_series order, so the chunk size does not change the data.
 */
async function seedBookings(db: DB, count: number) {
  const parties = await bookingParties(db);
  for (let low = 1; low <= count; low += BOOKING_CHUNK) {
    const high = Math.min(count, low + BOOKING_CHUNK - 1);
    await sql`
      with g as (
        select i, random() as a, random() as b, random() as c, random() as d, random() as e, random() as f
        from generate_series(${low}::int, ${high}::int) as i
      ),
      picked as (
        select g.*, st.id as student_id, st.display_name as student_name, tu.id as tutor_id, tu.display_name as tutor_name,
          tu.rate, tu.subjects[1 + floor(g.c * cardinality(tu.subjects))::int] as subject_id,
          greatest(st.created_at, tu.created_at) as since,
          (array[30, 45, 60, 60, 60, 90, 120])[1 + floor(g.e * 7)::int] as duration
        from g
        join seed_students st on st.rn = 1 + floor(g.a * ${parties.students}::int)::int
        join seed_tutors tu on tu.rn = 1 + floor(g.b * ${parties.tutors}::int)::int
      ),
      timed as (
        select picked.*, date_trunc('hour', since + d * (now() + interval '14 days' - since)) as lesson_at,
          round(rate * duration / 60.0)::int as amount
        from picked
      )
      insert into bookings (student_id, tutor_id, subject_id, student_name, tutor_name, subject_name, lesson_at, duration_minutes,
        amount_cents, platform_fee_cents, currency, payment_status, created_at, updated_at)
      select student_id, tutor_id, subject_id, student_name, tutor_name, coalesce(s.name, ''), lesson_at, duration,
        amount, round(amount * ${PLATFORM_FEE}::numeric)::int, 'USD',
        case when lesson_at > now() then 'pending' when f < 0.86 then 'paid' when f < 0.92 then 'refunded'
          when f < 0.96 then 'cancelled' when f < 0.98 then 'failed' else 'pending' end,
        greatest(since, least(now(), lesson_at - e * interval '14 days')),
        greatest(since, least(now(), lesson_at - e * interval '14 days'))
      from timed left join subjects s on s.id = timed.subject_id
      order by i`.execute(db);
  }
}

/** Reports about past bookings, mostly students reporting tutors, in every status. */
async function seedReports(db: DB, faker: Faker, count: number, titles: number[]) {
  const descriptions = Array.from({ length: 60 }, () => faker.lorem.sentences({ min: 1, max: 3 }));
  const notes = ['Spoke with both parties.', 'Refund issued.', 'Warning sent to the tutor.', 'No evidence found.', 'Duplicate of an earlier report.'];
  await sql`
    with b as (
      select id, student_id, tutor_id, lesson_at, row_number() over (order by id) as rn
      from bookings where lesson_at < now()
    ),
    staff as (select min(id) as id from accounts where user_type in ('admin', 'superAdmin')),
    g as (
      select i, random() as a, random() as r, random() as c, random() as d, random() as e, random() as s, random() as n
      from generate_series(1, ${count}::int) as i
    ),
    made as (
      select g.*, b.id as booking_id, b.student_id, b.tutor_id,
        least(now(), b.lesson_at + e * interval '10 days') as created,
        case when s < 0.3 then 'open' when s < 0.45 then 'in_review' when s < 0.85 then 'resolved' else 'dismissed' end as status
      from g join b on b.rn = 1 + floor(g.a * (select count(*) from b))::int
    )
    insert into reports (reporter_id, reported_id, report_title_id, booking_id, description, status, admin_note,
      resolved_by_id, resolved_at, created_at, updated_at)
    select
      case when r < 0.8 then student_id else tutor_id end,
      case when r < 0.8 then tutor_id else student_id end,
      (${titles}::int[])[1 + floor(c * ${titles.length})::int],
      booking_id,
      (${descriptions}::text[])[1 + floor(d * ${descriptions.length})::int],
      status,
      case when status in ('resolved', 'dismissed') then (${notes}::text[])[1 + floor(n * ${notes.length})::int] else '' end,
      case when status in ('resolved', 'dismissed') then (select id from staff) end,
      case when status in ('resolved', 'dismissed') then least(now(), created + (1 + n * 5) * interval '1 day') end,
      created,
      case when status in ('resolved', 'dismissed') then least(now(), created + (1 + n * 5) * interval '1 day') else created end
    from made
    order by i`.execute(db);
}

/** VACUUM ANALYZE of the tables the demo marketplace fills, so the planner knows their new sizes. */
export const settleMarketplace = (db: DB) => vacuumAnalyze(db, LOADED_TABLES);

/**
 * The demo marketplace: tutors with profiles, students, bookings over the last two years and
 * reports. Deterministic for a given seed and scale. Does nothing when tutors or students already
 * exist. Needs the catalogue (seedCatalogue). Bulk work is done in SQL (generate_series) in one
 * transaction, without their indexes (built again at the end) so that a million students
 * and bookings take minutes; the list_counts triggers (migration 0006) run once per statement and
 * stay exact. VACUUM ANALYZE at the end, so the planner knows the new sizes.
 */
export async function seedMarketplace(db: DB, options: MarketplaceSeedOptions = {}): Promise<MarketplaceSeedResult> {
  const started = Date.now();
  const counts = marketplaceVolumes(options.scale ?? 1);
  const log = options.log ?? (() => undefined);
  const existing = await db.selectFrom('accounts').select('id').where('userType', 'in', ['tutor', 'user']).limit(1).executeTakeFirst();
  if (existing) {
    log('The demo marketplace exists already (there are tutors or students): left as it is.');
    return { skipped: true, tutors: 0, students: 0, bookings: 0, reports: 0, milliseconds: Date.now() - started };
  }

  const catalogue = await catalogueIds(db);
  const faker = new Faker({ locale: [en, base] });
  const seed = options.seed ?? 42;
  faker.seed(seed);
  const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
  const step = async (label: string, work: () => Promise<unknown>) => {
    const stepStarted = Date.now();
    await work();
    log(`  ${label}: ${seconds(Date.now() - stepStarted)}`);
  };
  const n = (value: number) => value.toLocaleString('en-US');
  log(`Demo marketplace: ${n(counts.tutors)} tutors, ${n(counts.students)} students, ${n(counts.bookings)} bookings, ${n(counts.reports)} reports`);
  // One transaction: a single connection, so that setseed() drives every random() after it.
  await inTransaction(db, async (trx) => {
    await sql`select setseed(${(seed % 1000) / 1000})`.execute(trx);
    const rebuilt = await bulkLoad(trx, LOADED_TABLES, async () => {
      await step('tutors', () => seedTutors(trx, faker, counts.tutors, catalogue));
      await step('students', () => seedStudents(trx, faker, counts.students));
      await step('bookings', () => seedBookings(trx, counts.bookings));
      await step('reports', () => seedReports(trx, faker, counts.reports, catalogue.titles));
    });
    log(`  ${rebuilt.indexes} indexes built again: ${seconds(rebuilt.indexMilliseconds)}`);
  });
  // VACUUM cannot run in a transaction: the first start runs it once the seed has committed.
  if (!db.isTransaction) await step('vacuum analyze', () => settleMarketplace(db));
  return { skipped: false, ...counts, milliseconds: Date.now() - started };
}
