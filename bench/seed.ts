import { base, en, Faker } from '@faker-js/faker';
import { sql } from 'kysely';
import type { DB } from '../server/db/index.js';
import { bulkLoad, vacuumAnalyze } from '../server/db/seed/bulkLoad.js';
import { seedCatalogue } from '../server/db/seed/catalogue.js';

/**
 * Bench data of one size N: N tutors (with profiles and subjects), N students and N bookings,
 * generated in SQL (generate_series) in chunks, as one bulk load (server/db/seed/bulkLoad.ts, as
 * the demo seed: one transaction, indexes built afterwards), then VACUUM ANALYZE. Seeded once: a
 * marker table records the size, and a database that has it is reused.
 */

const CHUNK = 100_000;
const LOADED_TABLES = ['accounts', 'tutor_profiles', 'tutor_subjects', 'bookings'];

export interface BenchData {
  rows: number;
  /** A surname from the name pool: the search term of the benchmark (about 1 name in 450). */
  searchTerm: string;
  seededMs: number | null;
}

export function namePools(seed = 7) {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  const ascii = (name: string) => /^[A-Za-z]{3,}$/.test(name);
  const firsts = [...new Set(Array.from({ length: 800 }, () => faker.person.firstName()).filter(ascii))];
  const lasts = [...new Set(Array.from({ length: 800 }, () => faker.person.lastName()).filter(ascii))];
  return { firsts, lasts };
}

export function searchTermFor(): string {
  return namePools().lasts[0]!.toLowerCase();
}

async function seededRows(db: DB): Promise<number | null> {
  await sql`create table if not exists bench_meta (rows integer not null, seeded_ms integer not null)`.execute(db);
  const { rows } = await sql<{ rows: number }>`select rows from bench_meta limit 1`.execute(db);
  return rows[0]?.rows ?? null;
}

async function chunks(total: number, each: (low: number, high: number) => Promise<void>) {
  for (let low = 1; low <= total; low += CHUNK) await each(low, Math.min(total, low + CHUNK - 1));
}

async function insertAccounts(db: DB, rows: number, kind: 'tutor' | 'user') {
  const { firsts, lasts } = namePools();
  const domain = kind === 'tutor' ? 'tutors.example.com' : 'students.example.com';
  await chunks(rows, (low, high) =>
    sql`
      insert into accounts (email, display_name, user_type, status, email_verified, created_at, updated_at)
      select lower(first || '.' || last || '.' || ${kind.charAt(0)} || i) || '@' || ${domain}, first || ' ' || last, ${kind},
        case when r < 0.7 then 'active' when r < 0.82 then 'pending' else 'suspended' end, r >= 0.12, ts, ts
      from (
        select i, (${firsts}::text[])[1 + floor(random() * ${firsts.length})::int] as first,
          (${lasts}::text[])[1 + floor(random() * ${lasts.length})::int] as last,
          random() as r, now() - random() * interval '730 days' as ts
        from generate_series(${low}::int, ${high}::int) as i
      ) g`
      .execute(db)
      .then(() => undefined),
  );
}

async function insertTutorDetails(db: DB) {
  await sql`
    insert into tutor_profiles (account_id, headline, bio, hourly_rate_cents, country, approval_status)
    select a.id, 'Certified teacher', 'Bench tutor', (15 + floor(random() * 76))::int * 100,
      (array['DE', 'FR', 'PT', 'GB', 'US', 'BR', 'ES'])[1 + floor(random() * 7)::int],
      case a.status when 'active' then 'approved' when 'pending' then 'pending' else (array['rejected', 'suspended'])[1 + floor(random() * 2)::int] end
    from accounts a
    where a.user_type = 'tutor' and not exists (select 1 from tutor_profiles p where p.account_id = a.id)`.execute(db);
  await sql`
    insert into tutor_subjects (tutor_id, subject_id)
    select a.id, s.ids[1 + floor(random() * cardinality(s.ids))::int]
    from accounts a, (select array_agg(id) as ids from subjects where parent_id is not null) s
    where a.user_type = 'tutor'
    on conflict do nothing`.execute(db);
}

async function insertBookings(db: DB, rows: number) {
  await chunks(rows, (low, high) =>
    sql`
      with st as (select min(id) as low, count(*) as n from accounts where user_type = 'user'),
      tu as (select min(id) as low, count(*) as n from accounts where user_type = 'tutor'),
      g as (
        select i, random() as a, random() as b, random() as d, random() as e, random() as f
        from generate_series(${low}::int, ${high}::int) as i
      ),
      picked as (
        select g.*, s.id as student_id, s.display_name as student_name, t.id as tutor_id, t.display_name as tutor_name,
          ts.subject_id, (array[30, 45, 60, 60, 60, 90, 120])[1 + floor(g.e * 7)::int] as duration,
          date_trunc('hour', now() - interval '700 days' + g.d * interval '714 days') as lesson_at
        from g
        join accounts s on s.id = (select low from st) + floor(g.a * (select n from st))::int
        join accounts t on t.id = (select low from tu) + floor(g.b * (select n from tu))::int
        left join lateral (select subject_id from tutor_subjects where tutor_id = t.id limit 1) ts on true
      )
      insert into bookings (student_id, tutor_id, subject_id, student_name, tutor_name, subject_name, lesson_at, duration_minutes,
        amount_cents, platform_fee_cents, currency, payment_status, created_at, updated_at)
      select student_id, tutor_id, subject_id, student_name, tutor_name, coalesce(sub.name, ''), lesson_at, duration,
        duration * 50, duration * 50 * 15 / 100, 'USD',
        case when lesson_at > now() then 'pending' when f < 0.86 then 'paid' when f < 0.92 then 'refunded'
          when f < 0.96 then 'cancelled' else 'failed' end,
        lesson_at - interval '7 days', lesson_at - interval '7 days'
      from picked left join subjects sub on sub.id = picked.subject_id
      order by i`
      .execute(db)
      .then(() => undefined),
  );
}

/** Seeds N tutors, N students and N bookings unless this database holds them already. */
export async function ensureBenchData(db: DB, rows: number, log: (line: string) => void): Promise<BenchData> {
  const searchTerm = searchTermFor();
  const existing = await seededRows(db);
  if (existing === rows) return { rows, searchTerm, seededMs: null };
  if (existing !== null) throw new Error(`This bench database holds ${existing} rows, not ${rows}: drop it (or bench/.cache) and run again`);
  const started = Date.now();
  log(`  seeding ${rows} tutors, students and bookings...`);
  await seedCatalogue(db);
  // One transaction: a failed load leaves no half-filled tables (and the indexes in place).
  await db.transaction().execute((trx) =>
    bulkLoad(trx, LOADED_TABLES, async () => {
      await insertAccounts(trx, rows, 'tutor');
      await insertTutorDetails(trx);
      await insertAccounts(trx, rows, 'user');
      await insertBookings(trx, rows);
    }),
  );
  await vacuumAnalyze(db, LOADED_TABLES);
  const seededMs = Date.now() - started;
  await sql`insert into bench_meta (rows, seeded_ms) values (${rows}, ${seededMs})`.execute(db);
  log(`  seeded in ${(seededMs / 1000).toFixed(1)} s`);
  return { rows, searchTerm, seededMs };
}
