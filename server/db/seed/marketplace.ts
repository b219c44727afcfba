import { base, en, Faker } from '@faker-js/faker';
import { sql } from 'kysely';
import type { DB } from '../index.js';
import type { TutorApprovalStatus } from '../schema.js';

export interface MarketplaceSeedOptions {
  /** Multiplies tutors, students, bookings and reports (1 = 200 tutors, 2,000 students, 20,000 bookings, 300 reports). */
  scale?: number;
  /** Same seed, same data (on the same database engine). */
  seed?: number;
}

export interface MarketplaceSeedResult {
  skipped: boolean;
  tutors: number;
  students: number;
  bookings: number;
  reports: number;
  milliseconds: number;
}

const PER_SCALE = { tutors: 200, students: 2_000, bookings: 20_000, reports: 300 };
const BATCH = 1_000;
const BOOKING_CHUNK = 200_000;
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
    const accounts = await db
      .insertInto('accounts')
      .values(
        people.map((p) => ({
          email: `${emailPart(p.first)}.${emailPart(p.last)}.t${p.n}@tutors.example.com`.replace(/[^a-z0-9.@-]/g, ''),
          displayName: `${p.first} ${p.last}`,
          passwordHash: null,
          photoUrl: null,
          phone: faker.helpers.maybe(() => faker.phone.number({ style: 'international' }), { probability: 0.7 }) ?? null,
          userType: 'tutor' as const,
          userRole: null,
          status: accountStatusOf[p.approvalStatus],
          emailVerified: p.approvalStatus !== 'pending',
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning('id')
      .execute();
    const rows = people.map((p, index) => ({ ...p, id: accounts[index]!.id }));
    await db
      .insertInto('tutorProfiles')
      .values(
        rows.map((p) => {
          const decided = p.approvalStatus !== 'pending';
          return {
            accountId: p.id,
            headline: faker.helpers.arrayElement(['Patient and experienced', 'Exam specialist', 'Friendly native speaker', 'University lecturer', 'Certified teacher', 'Making hard things simple']),
            bio: faker.lorem.sentences({ min: 2, max: 4 }),
            hourlyRateCents: faker.number.int({ min: 15, max: 90 }) * 100,
            country: faker.location.countryCode('alpha-2'),
            approvalStatus: p.approvalStatus,
            statusReason: decided ? faker.helpers.arrayElement(statusReasons[p.approvalStatus]) : null,
            statusChangedAt: decided ? new Date(Math.min(now, p.createdAt.getTime() + faker.number.int({ min: 1, max: 14 }) * 86_400_000)) : null,
            statusChangedBy: decided ? staffId : null,
          };
        }),
      )
      .execute();
    const links = (ids: number[], min: number, max: number) => (tutorId: number) =>
      faker.helpers.arrayElements(ids, { min: Math.min(min, ids.length), max: Math.min(max, ids.length) }).map((id) => [tutorId, id] as const);
    const subjectLinks = rows.flatMap((p) => links(catalogue.subjects, 1, 4)(p.id));
    const languageLinks = rows.flatMap((p) => links(catalogue.languages, 1, 3)(p.id));
    const levelLinks = rows.flatMap((p) => links(catalogue.levels, 1, 3)(p.id));
    await db.insertInto('tutorSubjects').values(subjectLinks.map(([tutorId, subjectId]) => ({ tutorId, subjectId }))).execute();
    await db.insertInto('tutorLanguages').values(languageLinks.map(([tutorId, languageId]) => ({ tutorId, languageId }))).execute();
    await db.insertInto('tutorLevels').values(levelLinks.map(([tutorId, levelId]) => ({ tutorId, levelId }))).execute();
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
 * Bookings between live students and tutors who were ever approved, after both signed up, up to
 * 14 days ahead (future ones pending); fee 15%; mostly paid, some refunded, cancelled or failed.
 */
async function seedBookings(db: DB, count: number) {
  for (let low = 1; low <= count; low += BOOKING_CHUNK) {
    const high = Math.min(count, low + BOOKING_CHUNK - 1);
    await sql`
      with st as (
        select id, display_name, created_at, row_number() over (order by id) as rn
        from accounts where user_type = 'user' and deleted_at is null
      ),
      tu as (
        select a.id, a.display_name, a.created_at, p.hourly_rate_cents as rate, row_number() over (order by a.id) as rn,
          array(select ts.subject_id from tutor_subjects ts where ts.tutor_id = a.id order by ts.subject_id) as subjects
        from accounts a join tutor_profiles p on p.account_id = a.id
        where a.deleted_at is null and p.approval_status in ('approved', 'suspended')
      ),
      g as (
        select i, random() as a, random() as b, random() as c, random() as d, random() as e, random() as f
        from generate_series(${low}::int, ${high}::int) as i
      ),
      picked as (
        select g.*, st.id as student_id, st.display_name as student_name, tu.id as tutor_id, tu.display_name as tutor_name,
          tu.rate, tu.subjects[1 + floor(g.c * cardinality(tu.subjects))::int] as subject_id,
          greatest(st.created_at, tu.created_at) as since,
          (array[30, 45, 60, 60, 60, 90, 120])[1 + floor(g.e * 7)::int] as duration
        from g
        join st on st.rn = 1 + floor(g.a * (select count(*) from st))::int
        join tu on tu.rn = 1 + floor(g.b * (select count(*) from tu))::int
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
      resolved_by, resolved_at, created_at, updated_at)
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

/**
 * The demo marketplace: tutors with profiles, students, bookings over the last two years and
 * reports. Deterministic for a given seed. Does nothing when tutors or students already exist.
 * Needs the catalogue (seedCatalogue). Bulk work is done in SQL (generate_series) so that large
 * scales take minutes; ANALYZE runs at the end so the planner knows the new sizes.
 */
export async function seedMarketplace(db: DB, options: MarketplaceSeedOptions = {}): Promise<MarketplaceSeedResult> {
  const started = Date.now();
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error('scale must be a positive number');
  const counts = {
    tutors: Math.max(1, Math.round(PER_SCALE.tutors * scale)),
    students: Math.max(1, Math.round(PER_SCALE.students * scale)),
    bookings: Math.round(PER_SCALE.bookings * scale),
    reports: Math.round(PER_SCALE.reports * scale),
  };
  const existing = await db.selectFrom('accounts').select('id').where('userType', 'in', ['tutor', 'user']).limit(1).executeTakeFirst();
  if (existing) return { skipped: true, tutors: 0, students: 0, bookings: 0, reports: 0, milliseconds: Date.now() - started };

  const catalogue = await catalogueIds(db);
  const faker = new Faker({ locale: [en, base] });
  const seed = options.seed ?? 42;
  faker.seed(seed);
  // One transaction: a single connection, so that setseed() drives every random() after it.
  await db.transaction().execute(async (trx) => {
    await sql`select setseed(${(seed % 1000) / 1000})`.execute(trx);
    await seedTutors(trx, faker, counts.tutors, catalogue);
    await seedStudents(trx, faker, counts.students);
    await seedBookings(trx, counts.bookings);
    await seedReports(trx, faker, counts.reports, catalogue.titles);
  });
  await sql`analyze`.execute(db);
  return { skipped: false, ...counts, milliseconds: Date.now() - started };
}
