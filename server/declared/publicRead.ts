import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { tableOf } from './naming.js';
import type { DB } from '../db/index.js';
import { selectRecords, toRecord } from './records.js';

/** The most records a public read answers (a banner list, not a data feed). */
export const PUBLIC_READ_LIMIT = 100;

/**
 * The records live now, for the marketplace's own pages: the flag set, started, not ended, and for
 * the asked audience (or the value that stands for everyone). Only the declared public fields.
 */
export async function liveRecords(db: DB, declaration: ResourceDeclaration, query: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
  const read = declaration.publicRead!;
  const table = tableOf(declaration);
  const column = (name: string) => `${table}.${name}`;
  let select = selectRecords(db, declaration);
  if (read.live.flag) select = select.where(column(read.live.flag), '=', true);
  if (read.live.from) select = select.where(column(read.live.from), '<=', sql<Date>`now()`);
  const until = read.live.until;
  if (until) select = select.where((eb) => eb.or([eb(column(until), 'is', null), eb(column(until), '>', sql<Date>`now()`)]));
  if (read.key) select = select.where(column(read.key), '=', query[read.key]);
  const audienceField = read.audienceField;
  const audience = audienceField ? query[audienceField] : undefined;
  if (audienceField && audience !== undefined) {
    const field = declaration.fields[audienceField]!;
    const everyone = field.kind === 'choice' ? field.matchesAll : undefined;
    select = select.where(column(audienceField), 'in', [...new Set([audience, everyone].filter((value) => value !== undefined))]);
  }
  const newestFirst = read.live.from ?? 'id';
  const rows = await select.orderBy(column(newestFirst), 'desc').orderBy(column('id'), 'desc').limit(PUBLIC_READ_LIMIT).execute();
  return rows.map((row) => {
    const record = toRecord(row);
    return Object.fromEntries(read.fields.map((name) => [name, record[name]]));
  });
}

/** A strong ETag of an answer's items: a reader revalidates and gets 304 while nothing live changed. */
export const etagOf = (items: unknown): string => `"${createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 22)}"`;
