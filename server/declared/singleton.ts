import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { withWholeLinks } from './links.js';
import { tableOf } from './naming.js';
import { columnValues, findRecord, recordIfAny, untyped, type DeclaredRecord } from './records.js';
import { updateRecord } from './service.js';

/** The id of a singleton's one record. */
export const SINGLETON_ID = 1;

/** The fields' declared defaults, each group of links with every key ''. */
function defaultsOf(declaration: ResourceDeclaration): Record<string, unknown> {
  const declared = Object.entries(declaration.fields).flatMap(([name, field]) => ('default' in field && field.default !== undefined ? [[name, field.default]] : []));
  return withWholeLinks(declaration, Object.fromEntries(declared));
}

/** Makes a singleton's record with the declared defaults unless it exists; concurrent first reads make one. */
export async function ensureSingleton(db: Kysely<Database>, declaration: ResourceDeclaration): Promise<void> {
  await untyped(db)
    .insertInto(tableOf(declaration))
    .values({ id: SINGLETON_ID, ...columnValues(declaration, defaultsOf(declaration)) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A singleton's record as the API answers it, made on the first read (a read writes nothing once it exists). */
export async function readSingleton(db: Kysely<Database>, declaration: ResourceDeclaration): Promise<DeclaredRecord> {
  const stored = await recordIfAny(db, declaration, SINGLETON_ID);
  if (stored) return stored;
  await ensureSingleton(db, declaration);
  return findRecord(db, declaration, SINGLETON_ID);
}

/** Changes some of a singleton's values (the others keep theirs), as any declared record's update (If-Match, unchanged save, audit). */
export async function updateSingleton(
  db: DB,
  declaration: ResourceDeclaration,
  all: ResourceDeclaration[],
  change: { body: Record<string, unknown>; ifMatch?: string | undefined },
  actor: Pick<AuthenticatedUser, 'id' | 'displayName'>,
): Promise<DeclaredRecord> {
  await ensureSingleton(db, declaration);
  return updateRecord(db, declaration, all, { id: SINGLETON_ID, ...change }, actor);
}
