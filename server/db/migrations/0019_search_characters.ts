import { sql, type Kysely } from 'kysely';

/**
 * A search term of one character through an index of its own (docs/performance.md): a GIN index
 * over the distinct characters of the bookings' lower-cased search text (`search_characters`),
 * with statistics of its own, as migration 0013 does for pairs. `text LIKE '%x%'` and
 * `search_characters(text) @> '{x}'` match the same rows. A character in few bookings (a digit:
 * their search text holds names) walked the whole index of the list's order to find none, 125-160
 * ms at a million bookings; read through this index, none is read. Accounts have no such index:
 * their search text holds the email address, whose digits and letters are common.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  // Building the index over a million rows outlasts the connections' 10 s limit (server/db/index.ts).
  await run(sql`set local statement_timeout = 0`);
  await run(sql`
    create function search_characters(text_value text) returns text[]
    language sql immutable strict parallel safe
    as $$ select coalesce(array_agg(distinct substr(text_value, i, 1)), '{}') from generate_series(1, length(text_value)) as i $$`);
  await run(sql`create index bookings_search_characters on bookings using gin (search_characters(search_text))`);
  await run(sql`analyze bookings`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop index if exists bookings_search_characters`);
  await run(sql`drop function if exists search_characters(text)`);
}
