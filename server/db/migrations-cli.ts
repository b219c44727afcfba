import { Kysely } from 'kysely';
import { discoverDeclarations } from '../declared/discover.js';
import { migrationNamePattern, writeMigration } from '../declared/migrationFile.js';
import { declaredSchemaChanges } from '../declared/schemaChanges.js';
import type { SchemaChange } from '../declared/schemaDiff.js';
import { runMigrations } from './index.js';
import { WorkerPGlite } from './workerPGlite.js';
import { WorkerPGliteDialect } from './workerPGliteDialect.js';

/**
 * `npm run migrations:make -- <name>`: writes the migration that brings the tables the migrations
 * make (on a fresh in-memory database) to the declared ones. `npm run check:migrations`: fails,
 * listing the differences, while there is such a migration to write.
 */
const makeCommand = 'npm run migrations:make -- <name>';

async function pendingChanges(): Promise<SchemaChange[]> {
  const db = new Kysely<unknown>({ dialect: new WorkerPGliteDialect(await WorkerPGlite.create()) });
  try {
    await runMigrations(db);
    return await declaredSchemaChanges(db, await discoverDeclarations());
  } finally {
    await db.destroy();
  }
}

const listed = (changes: SchemaChange[]) => changes.map((change) => `  - ${change.says}\n`).join('');

async function make(name: string | undefined): Promise<number> {
  if (!name || !migrationNamePattern.test(name)) {
    process.stderr.write(`Usage: ${makeCommand}, the name in lower-case words joined by _ (announcement_priority).\n`);
    return 1;
  }
  const changes = await pendingChanges();
  if (changes.length === 0) {
    process.stdout.write('no changes: the migrations make the declared tables.\n');
    return 0;
  }
  const file = await writeMigration(name, changes);
  process.stdout.write(`Wrote server/db/migrations/${file} (listed in its index.ts):\n${listed(changes)}`);
  return 0;
}

async function check(): Promise<number> {
  const changes = await pendingChanges();
  if (changes.length === 0) {
    process.stdout.write('The migrations make the declared tables.\n');
    return 0;
  }
  process.stderr.write(`The declared tables differ from the ones the migrations make:\n${listed(changes)}Write their migration with: ${makeCommand}\n`);
  return 1;
}

async function usage(): Promise<number> {
  process.stderr.write('Usage: migrations-cli.ts make <name> | check\n');
  return 1;
}

const [command, name] = process.argv.slice(2);
const run = command === 'make' ? () => make(name) : command === 'check' ? check : usage;
run()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
