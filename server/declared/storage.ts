import type { ResourceDeclaration } from '../../contract/declaration.js';

/** Where a `references` field's ids are kept when not in a column of the record's table: a join table. */
export interface JoinTable {
  /** The join table (camelCase): `tutorLanguages`. */
  table: string;
  /** Its column holding the referenced record's id: `languageId`. */
  column: string;
  /** Its column holding this record's id: `tutorId`. */
  recordColumn: string;
}

/**
 * Where the server keeps a resource's records, when not where its name says: the default export of
 * the folder's `storage.ts`, part of its server module, found by convention beside `resource.ts`
 * (discover.ts) so that the admin, which imports the declaration, never carries a table name. It is
 * read when the database opens, without loading the folder's server.ts.
 */
export interface ResourceStorage<D extends { fields: object } = ResourceDeclaration> {
  /** The table (camelCase; snake_case in SQL). Default: the name in camelCase. With a `subset`, the table it shares. */
  table?: string;
  /**
   * The table was made by a migration of its own (server/db/migrations) rather than from the
   * declaration: `npm run migrations:make` leaves it alone; the start-up check still holds it to the fields.
   */
  existingTable?: boolean;
  /** `references` fields whose ids are kept in a join table rather than in a column of the table. */
  joinTables?: { readonly [K in keyof D['fields']]?: JoinTable };
  /**
   * Where the fields the table does not hold are kept: one row per record in this table (a tutor's
   * profile beside the account), under `key`, each in the column of its name unless `renamed`.
   */
  sideTable?: SideTable<D>;
}

/** One row per record beside the record's table (see `ResourceStorage.sideTable`). */
export interface SideTable<D extends { fields: object } = ResourceDeclaration> {
  /** The table (camelCase): `tutorProfiles`. */
  table: string;
  /** Its column holding the record's id: `accountId`. */
  key: string;
  /** The fields whose column is named otherwise (camelCase). */
  renamed?: { readonly [K in keyof D['fields']]?: string };
}

const byDeclaration = new WeakMap<ResourceDeclaration, ResourceStorage>();

export function rememberStorage(declaration: ResourceDeclaration, storage: ResourceStorage | undefined): void {
  if (storage) byDeclaration.set(declaration, storage);
}

/** The resource's storage.ts, or the defaults when its folder has none. */
export const storageOf = (declaration: ResourceDeclaration): ResourceStorage => byDeclaration.get(declaration) ?? {};

const camelCase = /^[a-z][a-zA-Z0-9]*$/;

/** What is wrong with a folder's storage.ts for its declaration, in words that say what to change. */
export function storageProblems(declaration: ResourceDeclaration, module: { default?: unknown } | undefined): string[] {
  if (!module) return [];
  const storage = module.default as ResourceStorage | undefined;
  if (typeof storage !== 'object' || storage === null) return ['storage.ts must export default an object ({ table, existingTable, joinTables, sideTable })'];
  const problems: string[] = [];
  if (storage.existingTable !== undefined && typeof storage.existingTable !== 'boolean') problems.push('storage.ts: existingTable must be true or false');
  if (storage.existingTable && declaration.subset) problems.push('storage.ts: a subset makes no table, so existingTable says nothing');
  const side = storage.sideTable;
  if (side !== undefined && ![side.table, side.key, ...Object.values(side.renamed ?? {})].every((part) => typeof part === 'string' && camelCase.test(part))) {
    problems.push('storage.ts: sideTable needs the camelCase table, key and renamed columns');
  }
  for (const name of Object.keys(side?.renamed ?? {})) {
    if (declaration.fields?.[name] === undefined) problems.push(`storage.ts: sideTable.renamed.${name} is not a field of the declaration`);
  }
  for (const [name, join] of Object.entries(storage.joinTables ?? {})) {
    if (declaration.fields?.[name]?.kind !== 'references') problems.push(`storage.ts: joinTables.${name} is not a references field of the declaration`);
    else if (![join?.table, join?.column, join?.recordColumn].every((part) => typeof part === 'string' && camelCase.test(part))) {
      problems.push(`storage.ts: joinTables.${name} needs the camelCase table, column and recordColumn`);
    }
  }
  return problems;
}
