import { sql, type Kysely } from 'kysely';
import { ownsCall, type ResourceDeclaration } from '../../contract/declaration.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { recordIfAny, untyped, type DeclaredRecord } from '../declared/records.js';
import { serverModuleOf, type OwnWrites } from '../declared/serverModule.js';
import { createRecord, removeRecords, updateRecord } from '../declared/service.js';
import { duplicate } from '../declared/checks.js';
import { sqlTable } from '../declared/naming.js';

/** One record's read and writes as the generic calls do them. */
const genericWrites = (declaration: ResourceDeclaration, all: ResourceDeclaration[]): OwnWrites => ({
  read: (db, id) => recordIfAny(db, declaration, id),
  create: (db, values, actor) => createRecord(db, declaration, all, values, actor),
  update: (db, id, values, ifMatch, actor) => updateRecord(db, declaration, all, { id, body: values, ifMatch }, actor),
  remove: async (db, id, actor) => void (await removeRecords(db, declaration, [id], actor)),
});

/** One record's read and writes, and the record a row's unique value names. */
export type RecordWrites = OwnWrites & { findByKey: FindByKey };

/** How an import reads and writes the resource's records: its server.ts's `ownWrites` where it has them, else as the generic calls do. */
export function recordWrites(declaration: ResourceDeclaration, all: ResourceDeclaration[]): RecordWrites {
  const own = serverModuleOf(declaration).ownWrites;
  // The server modules' loading refuses such a resource without them (serverModule.ts); unloaded, they are missing here too.
  if (!own && (ownsCall(declaration, 'create') || ownsCall(declaration, 'update'))) throw new Error(`${declaration.name} writes its records itself: load its server.ts (discoverServerModules) before importing`);
  return own ? { ...own, findByKey: ownKeyFinder(declaration, own, all) } : { ...genericWrites(declaration, all), findByKey: genericKeyFinder(declaration) };
}

/** The live record holding this value of a unique field (a text compared regardless of case); throws the 409 of a value another resource holds. */
type FindByKey = (db: Kysely<Database>, key: string, value: unknown) => Promise<DeclaredRecord | undefined>;

/** A unique text is matched regardless of case, as the unique checks compare it. */
const keyMatch = (column: string, value: unknown) =>
  typeof value === 'string' ? sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}` : sql<boolean>`${sql.ref(column)} = ${value}`;

/** The id first, by the key's index: most rows of a large file name no record, and the whole record is read only for a match. */
function genericKeyFinder(declaration: ResourceDeclaration): FindByKey {
  return async (db, key, value) => {
    const row = (await untyped(db).selectFrom(sqlTable(declaration)).select('id').where(keyMatch(key, value)).executeTakeFirst()) as { id: number } | undefined;
    return row && recordIfAny(db, declaration, row.id);
  };
}

/**
 * A shared table keeps the rows of other resources (other kinds of account) and rows no longer live
 * (a deleted account): of the rows holding the value, the first the resource's own read answers; one
 * another resource of the table reads holds the value for it, which is refused as its create would be.
 */
function ownKeyFinder(declaration: ResourceDeclaration, own: OwnWrites, all: readonly ResourceDeclaration[]): FindByKey {
  const others = all.filter((other) => other !== declaration && sqlTable(other) === sqlTable(declaration)).flatMap((other) => {
    const writes = serverModuleOf(other).ownWrites;
    return writes ? [{ other, writes }] : [];
  });
  return async (db, key, value) => {
    const rows = (await untyped(db).selectFrom(sqlTable(declaration)).select('id').where(keyMatch(key, value)).orderBy('id').execute()) as Array<{ id: number }>;
    for (const { id } of rows) {
      const record = await own.read(db as DB, id);
      if (record) return record;
      for (const { other, writes } of others) if (await writes.read(db as DB, id)) throw duplicate(other, key, value);
    }
    return undefined;
  };
}
