import type { z } from 'zod';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { ListParams, ListSource } from '../services/listPage.js';

/**
 * What the export needs of a list: the list's own query schema, its item schema (whose fields are
 * the columns that may be asked for) and the list source its endpoint pages through. The list's
 * role rules live in its source (an admin asking the accounts list for staff gets the list's 403).
 */
export interface ExportSource {
  query: z.ZodType<ListParams>;
  item: z.ZodObject;
  source: (db: DB, actor: AuthenticatedUser, query: ListParams) => ListSource<unknown, Record<string, unknown>>;
}

export const exportOf = <Q extends ListParams, Row, Item extends object>(
  query: z.ZodType<Q>,
  item: z.ZodObject,
  source: (db: DB, actor: AuthenticatedUser, query: Q) => ListSource<Row, Item>,
): ExportSource => ({
  query: query as unknown as z.ZodType<ListParams>,
  item,
  source: source as unknown as ExportSource['source'],
});
