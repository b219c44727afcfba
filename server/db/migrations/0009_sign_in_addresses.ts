import { sql, type Kysely } from 'kysely';

/** The addresses each account has signed in from: the account-wide sign-in limit spares them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_addresses (
      account_id integer not null references accounts (id) on delete cascade,
      address text not null,
      last_signed_in_at timestamptz not null default now(),
      primary key (account_id, address)
    )`.execute(db);
  await sql`create index sign_in_addresses_last on sign_in_addresses (last_signed_in_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sign_in_addresses`.execute(db);
}
