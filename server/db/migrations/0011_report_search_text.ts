import { sql, type Kysely } from 'kysely';

/**
 * The reports list's search as one lower-cased column with a trigram index, like the accounts and
 * bookings (0007). The search covers the description and the current names of both people. As
 * three ILIKEs over a join it read every report joined to both accounts for every term, even one
 * that matched nothing (docs/performance.md). The names are copied onto the report by a trigger
 * when it is written, and again when either person is renamed, so the search reads the names
 * of today. Fields are joined by a newline, so a term without one matches within one field.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);

  await run(sql`alter table reports add column search_text text not null default ''`);
  await run(sql`
    create function report_search_text(description text, reporter integer, reported integer) returns text
    language sql stable as $$
      select lower(description || chr(10) || coalesce((select display_name from accounts where id = reporter), '')
        || chr(10) || coalesce((select display_name from accounts where id = reported), ''))
    $$`);
  await run(sql`
    create function reports_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := report_search_text(new.description, new.reporter_id, new.reported_id);
      return new;
    end $$`);
  await run(sql`
    create trigger reports_search_text before insert or update of description, reporter_id, reported_id on reports
    for each row execute function reports_search_text()`);
  await run(sql`
    create function reports_search_text_renamed() returns trigger language plpgsql as $$
    begin
      update reports set search_text = report_search_text(description, reporter_id, reported_id)
      where reporter_id = new.id or reported_id = new.id;
      return null;
    end $$`);
  await run(sql`
    create trigger accounts_renamed_in_reports after update of display_name on accounts
    for each row when (old.display_name is distinct from new.display_name) execute function reports_search_text_renamed()`);

  await run(sql`update reports set search_text = report_search_text(description, reporter_id, reported_id)`);
  await run(sql`drop index if exists reports_description_trgm`);
  await run(sql`create index reports_search_trgm on reports using gin (search_text gin_trgm_ops)`);
  await run(sql`alter table reports alter column search_text set statistics 1000`);
  await run(sql`analyze reports`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop trigger if exists accounts_renamed_in_reports on accounts`);
  await run(sql`drop trigger if exists reports_search_text on reports`);
  await run(sql`drop function if exists reports_search_text_renamed()`);
  await run(sql`drop function if exists reports_search_text()`);
  await run(sql`drop function if exists report_search_text(text, integer, integer)`);
  await run(sql`alter table reports drop column if exists search_text`);
  await run(sql`create index if not exists reports_description_trgm on reports using gin (description gin_trgm_ops)`);
}
