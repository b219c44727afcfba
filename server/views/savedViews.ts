import type { Selectable } from 'kysely';
import { callsOf, splitCall, subsetQueryOf, type AccessRule, type ResourceDeclaration } from '../../contract/declaration.js';
import type { SavedView } from '../../contract/views.js';
import { maxViewsPerList } from '../../contract/views.js';
import { meetsRule, type AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { SavedViewsTable } from '../db/schema.js';
import { assertVersionRead, versionRead } from '../declared/ifMatch.js';
import { ApiError, badRequestOn, conflictOn, forbidden, notFound, refusal, schemaRefusal } from '../errors.js';
import { exportSourcesWith } from '../export/exportSources.js';
import { recordAudit } from '../services/audit.js';
import { pageOf } from '../services/listPage.js';

type Row = Selectable<SavedViewsTable>;

export interface NewView {
  resource: string;
  name: string;
  shared: boolean;
  pinned: boolean;
  query: Record<string, string>;
  hiddenColumns: string[] | null;
}
export type ViewChanges = Partial<Omit<NewView, 'resource'>>;

/**
 * Saved views of every list (contract/views.ts): who may see and change them, their queries checked
 * against the list's own, their counts read through the list's own source (its search, fixed query
 * and row rules, as the export and the quick find read it). Private views are their owner's alone,
 * as if they did not exist for anyone else; a shared view is read by every staff member who may
 * read its list and changed by those who may update that list's records (for a list nobody
 * updates, a superAdmin). Creating, renaming, changing and removing a view are audited.
 */
export function savedViewsWith(declarations: readonly ResourceDeclaration[]) {
  const sources = exportSourcesWith(declarations);
  const lists = new Map(declarations.filter((declaration) => !declaration.singleton).map((declaration) => [declaration.name, declaration]));
  const readable = (reader: AuthenticatedUser) => [...lists.values()].filter((declaration) => meetsRule(reader, declaration.access.read)).map((declaration) => declaration.name);
  const sharingRule = (declaration: ResourceDeclaration): AccessRule => declaration.access.update ?? 'superAdmin';

  const listOf = (reader: AuthenticatedUser, resource: string): ResourceDeclaration => {
    const declaration = lists.get(resource);
    if (!declaration) throw badRequestOn('resource', `No list is called "${resource}"`, schemaRefusal('resource', 'No list has this name'));
    if (!meetsRule(reader, declaration.access.read)) throw forbidden('You may not read this list');
    return declaration;
  };
  const mayChange = (reader: AuthenticatedUser, row: Pick<Row, 'ownerId' | 'shared' | 'resource'>) => {
    const declaration = lists.get(row.resource);
    if (!declaration) return false;
    if (row.ownerId === reader.id && !row.shared) return true;
    return row.shared && meetsRule(reader, sharingRule(declaration));
  };
  const answer = (reader: AuthenticatedUser, row: Row): SavedView => ({
    id: row.id,
    resource: row.resource,
    name: row.name,
    shippedKey: row.shippedKey,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    shared: row.shared,
    pinned: row.pinned,
    query: row.query,
    hiddenColumns: row.hiddenColumns,
    mayChange: mayChange(reader, row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  });

  /** The list query a view's query makes: its list's fixed query under it, checked by the list's own schema. */
  const listQueryOf = (declaration: ResourceDeclaration, query: Record<string, string>, limit?: string) => {
    const { query: schema } = sources[splitCall(callsOf(declaration).list).path]!;
    const parsed = schema.safeParse({ ...subsetQueryOf(declaration), ...query, ...(limit ? { limit } : {}) });
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const field = ['query', ...issue.path.map(String)].join('.');
    const message = issue.code === 'unrecognized_keys' ? `The list has no filter called "${issue.keys.join('", "')}"` : issue.message;
    throw badRequestOn(field, message, schemaRefusal(field, message));
  };

  const visibleTo = (db: DB, reader: AuthenticatedUser) =>
    db
      .selectFrom('savedViews')
      .selectAll()
      .where('resource', 'in', readable(reader))
      .where((eb) => eb.or([eb('ownerId', '=', reader.id), eb('shared', '=', true)]));

  const one = async (db: DB, reader: AuthenticatedUser, id: number): Promise<Row> => {
    const row = await visibleTo(db, reader).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('View', 'views', [id]);
    return row;
  };

  const assertMayShare = (reader: AuthenticatedUser, declaration: ResourceDeclaration) => {
    if (!meetsRule(reader, sharingRule(declaration))) throw forbidden('Sharing a view of this list needs the right to change its records', refusal('FORBIDDEN'));
  };

  const assertNameFree = async (db: DB, reader: AuthenticatedUser, resource: string, name: string, except?: number) => {
    let taken = db.selectFrom('savedViews').select('id').where('resource', '=', resource).where('name', '=', name).where('ownerId', '=', reader.id);
    if (except !== undefined) taken = taken.where('id', '!=', except);
    if (await taken.executeTakeFirst()) throw conflictOn('name', `You already have a view called "${name}" on this list`, refusal('DUPLICATE_NAME', { resource: 'views', value: name }));
  };

  return {
    async list(db: DB, reader: AuthenticatedUser, resource?: string): Promise<SavedView[]> {
      if (resource !== undefined) listOf(reader, resource);
      let query = visibleTo(db, reader);
      if (resource !== undefined) query = query.where('resource', '=', resource);
      const rows = await query.orderBy('resource').orderBy('name').orderBy('id').execute();
      return rows.map((row) => answer(reader, row));
    },

    async create(db: DB, reader: AuthenticatedUser, view: NewView): Promise<SavedView> {
      const declaration = listOf(reader, view.resource);
      listQueryOf(declaration, view.query);
      if (view.shared) assertMayShare(reader, declaration);
      return db.transaction().execute(async (trx) => {
        await assertNameFree(trx, reader, view.resource, view.name);
        const { count } = await trx.selectFrom('savedViews').select((eb) => eb.fn.countAll<number>().as('count')).where('resource', '=', view.resource).where('ownerId', '=', reader.id).executeTakeFirstOrThrow();
        if (Number(count) >= maxViewsPerList) throw badRequestOn('name', `Keep at most ${maxViewsPerList} views of one list: remove one first`, schemaRefusal('name', 'Too many views of this list'));
        const row = await trx
          .insertInto('savedViews')
          .values({ ...view, ownerId: reader.id, ownerName: reader.displayName, query: JSON.stringify(view.query), hiddenColumns: view.hiddenColumns === null ? null : JSON.stringify(view.hiddenColumns) })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { actor: reader, action: 'create', resource: 'saved-views', recordId: row.id, after: auditedValues(row) });
        return answer(reader, row);
      });
    },

    async update(db: DB, reader: AuthenticatedUser, id: number, changes: ViewChanges, ifMatch: string | undefined): Promise<SavedView> {
      const readAt = versionRead(ifMatch);
      return db.transaction().execute(async (trx) => {
        const before = await one(trx, reader, id);
        if (!mayChange(reader, before)) throw forbidden('Only those who may change the records of this list change a shared view');
        assertVersionRead(readAt, answer(reader, before));
        const declaration = listOf(reader, before.resource);
        if (changes.query) listQueryOf(declaration, changes.query);
        if (changes.shared && !before.shared) assertMayShare(reader, declaration);
        if (changes.name !== undefined && before.ownerId !== null) await assertNameFree(trx, reader, before.resource, changes.name, id);
        const row = await trx
          .updateTable('savedViews')
          .set({
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.shared !== undefined ? { shared: changes.shared } : {}),
            ...(changes.pinned !== undefined ? { pinned: changes.pinned } : {}),
            ...(changes.query ? { query: JSON.stringify(changes.query) } : {}),
            ...(changes.hiddenColumns !== undefined ? { hiddenColumns: changes.hiddenColumns === null ? null : JSON.stringify(changes.hiddenColumns) } : {}),
            updatedAt: new Date(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const action = changes.name !== undefined && changes.name !== before.name ? 'rename' : 'update';
        await recordAudit(trx, { actor: reader, action, resource: 'saved-views', recordId: id, before: auditedValues(before), after: auditedValues(row) });
        return answer(reader, row);
      });
    },

    async remove(db: DB, reader: AuthenticatedUser, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await one(trx, reader, id);
        if (!mayChange(reader, before)) throw forbidden('Only those who may change the records of this list remove a shared view');
        await trx.deleteFrom('savedViews').where('id', '=', id).execute();
        await recordAudit(trx, { actor: reader, action: 'delete', resource: 'saved-views', recordId: id, before: auditedValues(before) });
      });
    },

    /** How many records each pinned view the reader sees holds now, read at the same time. */
    async pinnedCounts(db: DB, reader: AuthenticatedUser): Promise<Array<{ id: number; total: number; capped: boolean }>> {
      const pinned = await visibleTo(db, reader).where('pinned', '=', true).execute();
      const counts = await Promise.all(
        pinned.map(async (row) => {
          const declaration = lists.get(row.resource)!;
          try {
            const params = listQueryOf(declaration, row.query, '1');
            const { source } = sources[splitCall(callsOf(declaration).list).path]!;
            const page = await pageOf(source(db, reader, params), params);
            return [{ id: row.id, total: page.total, capped: page.capped === true }];
          } catch (error) {
            // A view its list no longer takes (a filter since removed), or rows the reader may not
            // read (staff accounts for an admin): no count, rather than no counts at all.
            if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 403)) return [];
            throw error;
          }
        }),
      );
      return counts.flat();
    },
  };
}

/** What a view's history shows of it. */
function auditedValues(row: Row) {
  return { resource: row.resource, name: row.name, shared: row.shared, pinned: row.pinned, query: row.query, hiddenColumns: row.hiddenColumns };
}
