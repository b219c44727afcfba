import type { Kysely } from 'kysely';
import type { z } from 'zod';
import * as contract from '../../contract/pages.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { Database } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { recordAudit } from './audit.js';
import { withIsoDates } from './jsonDates.js';
import { listSource } from './listPage.js';
import { isUniqueViolation } from './pgErrors.js';
import { sanitizeHtml } from './sanitizeHtml.js';

type Db = Kysely<Database>;
type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;
const resource = 'pages';
const summaryColumns = ['id', 'slug', 'title', 'published', 'createdAt', 'updatedAt'] as const;
const sortColumns = Object.fromEntries(contract.pageSortable.map((field) => [field, `pages.${field}`]));

/** One content page with its content; 404 when there is none. */
export async function findPage(db: Db, id: number) {
  const row = await db.selectFrom('pages').select([...summaryColumns, 'contentHtml']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Page');
  return withIsoDates(row);
}

/** The pages list: its rows, order and search, for its pages and its export. */
export function pageListSource(db: Db, query: z.infer<typeof contract.pageListQuery>) {
  let base = db.selectFrom('pages').select(summaryColumns);
  if (query.published !== undefined) base = base.where('published', '=', query.published);
  return listSource({
    base,
    toItems: (rows) => rows.map(withIsoDates),
    options: {
      sortColumns,
      idColumn: 'pages.id',
      search: (eb, pattern) => eb.or([eb('pages.title', 'ilike', pattern), eb('pages.slug', 'ilike', pattern)]),
    },
  });
}

const slugTaken = (slug: string) => {
  const message = `Another page already uses the slug "${slug}"`;
  return conflict(message, { slug: message });
};

async function assertSlugFree(db: Db, slug: string | undefined, exceptId?: number) {
  if (slug === undefined) return;
  let query = db.selectFrom('pages').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw slugTaken(slug);
}

/** Runs a page write; a slug taken by a concurrent write gets the same 409 as the pre-check. */
async function writing<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug ?? '');
    throw error;
  }
}

const sanitized = <T extends { contentHtml?: string }>(fields: T): T =>
  fields.contentHtml === undefined ? fields : { ...fields, contentHtml: sanitizeHtml(fields.contentHtml) };

/** Changes a page (its content sanitised), with its audit row; answers the page as it now is. */
export async function updatePage(db: Db, actor: Actor, id: number, fields: z.infer<typeof contract.pageUpdateBody>) {
  const changes = sanitized(fields);
  return writing(changes.slug, () =>
    db.transaction().execute(async (trx) => {
      const before = await findPage(trx, id);
      await assertSlugFree(trx, changes.slug, id);
      await trx.updateTable('pages').set({ ...changes, updatedAt: new Date() }).where('id', '=', id).execute();
      const after = await findPage(trx, id);
      await recordAudit(trx, { actor, action: 'update', resource, recordId: id, before, after });
      return after;
    }),
  );
}

/** Adds a page (its content sanitised), with its audit row. */
export async function addPage(db: Db, actor: Actor, input: z.infer<typeof contract.pageAddBody>) {
  const fields = sanitized(input);
  return writing(fields.slug, () =>
    db.transaction().execute(async (trx) => {
      await assertSlugFree(trx, fields.slug);
      const { id } = await trx.insertInto('pages').values(fields).returning('id').executeTakeFirstOrThrow();
      const created = await findPage(trx, id);
      await recordAudit(trx, { actor, action: 'create', resource, recordId: id, after: created });
      return created;
    }),
  );
}

/** Removes all the given pages or none; a published page is refused (409). */
export async function removePages(db: Db, actor: Actor, ids: number[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('pages').selectAll().where('id', 'in', ids).forUpdate().execute();
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`Page ${missing.join(', ')}`);
    // A published page is live on the public site and linked from it: take it offline first.
    const live = rows.filter((row) => row.published);
    if (live.length > 0) {
      throw conflict(`${live.map((row) => `"${row.title}"`).join(', ')} ${live.length === 1 ? 'is' : 'are'} published. Unpublish before removing, so no live link breaks unnoticed`);
    }
    await trx.deleteFrom('pages').where('id', 'in', ids).execute();
    for (const row of rows) {
      await recordAudit(trx, { actor, action: 'delete', resource, recordId: row.id, before: withIsoDates(row) });
    }
    return ids;
  });
}

/** A published page by its slug, for the public site; 404 when there is none. */
export async function findPublishedPage(db: Db, slug: string) {
  const row = await db
    .selectFrom('pages')
    .select(['slug', 'title', 'contentHtml', 'updatedAt'])
    .where('slug', '=', slug)
    .where('published', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound('Page');
  return row;
}
