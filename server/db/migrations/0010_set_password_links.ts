import { sql, type Kysely } from 'kysely';

/** A third kind of emailed link: an account created without a password chooses one (two days, like verification). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check check (purpose in ('reset_password', 'verify_email', 'set_password'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from one_time_tokens where purpose = 'set_password'`.execute(db);
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check check (purpose in ('reset_password', 'verify_email'))`.execute(db);
}
