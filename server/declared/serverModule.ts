import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import { ownsCall, takesImports, type ResourceDeclaration } from '../../contract/declaration.js';
import type { ExportSource } from '../export/exportSource.js';
import { DeclarationError, discoverDeclarations, serverFileOf } from './discover.js';
import type { DeclaredRecord } from './records.js';

/**
 * What a resource folder's `server.ts` may export. It is found by convention beside `resource.ts`
 * (discover.ts), so the admin, which imports the declaration, never sees server code; the API loads
 * it when it mounts its routes, the database never does.
 */
export interface DeclaredServerModule {
  /** A Fastify plugin with the calls the declaration cannot say, registered after the declared ones under /api/v1. */
  default?: FastifyPluginAsync;
  /**
   * A rule the declaration cannot say, run inside a create's or an update's transaction before the
   * values are stored (HTML already sanitised): throw `badRequest` to refuse the write. `before` is
   * the stored record of an update; `sent` the fields as the caller sent them, HTML not yet sanitised
   * (a rule about what was written, even where the sanitiser would drop it).
   */
  checkWrite?: (change: { before?: DeclaredRecord; values: Record<string, unknown>; sent: Record<string, unknown> }) => void;
  /**
   * A rule the declaration cannot say for a record coming back from the trash, run in the restore's
   * transaction after the declared checks and before the record is put back (the records restored
   * together before it are back already): throw `badRequest` or `conflictOn` to refuse the restore.
   */
  checkRestore?: (trx: Transaction<Database>, values: Record<string, unknown>) => Promise<void>;
  /**
   * Brings back a trashed record whose row never left its table (an account is only marked deleted),
   * in place of the generic checks and re-insertion, in the restore's transaction; answers the record
   * as its history keeps it. Throws as a write does to refuse it (409 on the field whose value is taken).
   */
  restoreRecord?: (trx: Transaction<Database>, id: number, actor: Actor) => Promise<Record<string, unknown>>;
  /**
   * The resource's own ways to read and write one record, required when its create or update call is
   * its own and it takes imports (`takesImports`): an import and its revert write through them, so its
   * rules, history entries and lost-update check hold as in its calls (server/import/recordWrites.ts).
   */
  ownWrites?: OwnWrites;
  /**
   * What the CSV export pages through when the list call is its own (`ownCalls: ['list']`): its
   * query and item schemas and its list source (`exportOf` in server/export/exportSource.ts).
   */
  listExport?: ExportSource;
}

type Actor = Pick<AuthenticatedUser, 'id' | 'displayName' | 'userType'>;

/**
 * One record's read and writes as the resource's own calls do them, each in the transaction it is
 * given (under a savepoint of it: server/db/ownTransaction.ts, so a refused row undoes itself alone),
 * answering the record as its get answers it; a refusal is thrown as the call throws it (ApiError).
 */
export interface OwnWrites {
  /** The live record, or undefined when there is none (or it is another resource's row of a shared table). */
  read(db: DB, id: number): Promise<DeclaredRecord | undefined>;
  create(db: DB, values: Record<string, unknown>, actor: Actor): Promise<DeclaredRecord>;
  /** With `ifMatch`, only while the record is still that version (409 EDIT_CONFLICT otherwise). */
  update(db: DB, id: number, values: Record<string, unknown>, ifMatch: string | undefined, actor: Actor): Promise<DeclaredRecord>;
  /** Deletes the record as its delete call does (to the trash, where it keeps one). */
  remove(db: DB, id: number, actor: Actor): Promise<void>;
}

const modules = new WeakMap<ResourceDeclaration, DeclaredServerModule>();

async function load(): Promise<ResourceDeclaration[]> {
  const declarations = await discoverDeclarations();
  await Promise.all(
    declarations.map(async (declaration) => {
      const file = serverFileOf(declaration);
      if (file) modules.set(declaration, (await import(file.href)) as DeclaredServerModule);
      const writesItself = ownsCall(declaration, 'create') || ownsCall(declaration, 'update');
      if (takesImports(declaration) && writesItself && !modules.get(declaration)?.ownWrites) {
        const problem = "its create or update is its own call (ownCalls), so an import needs its server.ts to export ownWrites (server/declared/serverModule.ts), or the declaration to say import: false";
        throw new DeclarationError(`src/resources/${declaration.name}/resource.ts`, [problem]);
      }
    }),
  );
  return declarations;
}

let loaded: Promise<ResourceDeclaration[]> | undefined;

/** Every declared resource with its folder's server.ts loaded (once per process), for `serverModuleOf`. */
export function discoverServerModules(): Promise<ResourceDeclaration[]> {
  loaded ??= load();
  return loaded;
}

/** The resource's server.ts (once `discoverServerModules` has loaded them), or nothing when its folder has none. */
export const serverModuleOf = (declaration: ResourceDeclaration): DeclaredServerModule => modules.get(declaration) ?? {};
