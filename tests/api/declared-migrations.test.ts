import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { runMigrations, postgresPool } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import { WorkerPGlite } from '../../server/db/workerPGlite.js';
import { WorkerPGliteDialect } from '../../server/db/workerPGliteDialect.js';
import { createStatements } from '../../server/declared/ddl.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { assertTablesMatch } from '../../server/declared/drift.js';
import { writeMigration } from '../../server/declared/migrationFile.js';
import { applySchemaChanges, declaredSchemaChanges } from '../../server/declared/schemaChanges.js';

/*
 * Declared tables come from migration files that `npm run migrations:make` writes: the comparison
 * of the declarations with the tables the migrations make, and the file it writes.
 */
const databases: Array<Kysely<unknown>> = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.destroy()));
});

/** An empty database: in-memory PGlite, or a scratch PostgreSQL database when DATABASE_URL is set. */
async function emptyDatabase(): Promise<Kysely<unknown>> {
  const url = process.env.DATABASE_URL;
  const dialect = url
    ? new PostgresDialect({ pool: postgresPool(await (await import('../helpers/postgres.js')).createScratchDatabase(url)) })
    : new WorkerPGliteDialect(await WorkerPGlite.create());
  const db = new Kysely<unknown>({ dialect });
  databases.push(db);
  return db;
}

const product = await discoverDeclarations();
const announcements = product.find((declaration) => declaration.name === 'announcements')!;
/** The product's declarations with announcements declared otherwise, and `extra` beside them. */
const declaredAs = (changed: Partial<ResourceDeclaration>, ...extra: ResourceDeclaration[]) => [
  ...product.map((declaration) => (declaration === announcements ? { ...announcements, ...changed } : declaration)),
  ...extra,
];
const says = async (db: Kysely<unknown>, all: ResourceDeclaration[]) => (await declaredSchemaChanges(db, all)).map((change) => change.says);

describe('the comparison of declared and migrated tables', () => {
  it('finds nothing to do for the shipped declarations, adds a column (which start-up asks for), creates a table and changes a choice', async () => {
    const db = await emptyDatabase();
    await runMigrations(db);
    expect(await says(db, product)).toEqual([]);
    await sql`insert into announcements (title, message, audience, starts_at, active) values ('Old', 'Made before the priority', 'everyone', now(), true)`.execute(db);

    // A required field with a default: the existing rows take the default.
    const withPriority = declaredAs({ fields: { ...announcements.fields, priority: { kind: 'integer', required: true, default: 3, sort: true } } });
    await expect(assertTablesMatch(db, withPriority)).rejects.toThrow(
      'The table announcements of src/resources/announcements/resource.ts has no column for priority. Write the migration that adds it with: npm run migrations:make -- <name>',
    );
    const added = await declaredSchemaChanges(db, withPriority);
    expect(added.map((change) => change.says)).toEqual(['announcements: add column priority integer not null', 'announcements: add index announcements_priority_sort']);
    await applySchemaChanges(db, added);
    expect(await says(db, withPriority)).toEqual([]);
    expect((await sql<{ priority: number }>`select priority from announcements`.execute(db)).rows).toEqual([{ priority: 3 }]);

    const notices = {
      ...announcements,
      name: 'notices',
      fields: { heading: { kind: 'text', required: true, max: 80 }, announcement: { kind: 'reference', resource: 'announcements' } },
      labelField: 'heading',
    } as ResourceDeclaration;
    const withNotices = declaredAs(withPriority.find((each) => each.name === 'announcements')!, notices);
    expect(await says(db, withNotices)).toEqual(['notices: create table', 'notices: add foreign keys']);
    await applySchemaChanges(db, await declaredSchemaChanges(db, withNotices));
    expect(await says(db, withNotices)).toEqual([]);

    const fewerAudiences = declaredAs({ fields: { ...announcements.fields, audience: { kind: 'choice', values: ['everyone', 'staff'], required: true } } });
    expect(await says(db, fewerAudiences)).toEqual([
      'announcements: drop constraint announcements_audience_check',
      'announcements: drop index announcements_audience_sort',
      'announcements: drop index announcements_priority_sort',
      'announcements: drop column priority',
      'announcements: add constraint announcements_audience_check',
    ]);
  });

  it('refuses to start when the calls would take null for a field whose column holds none', async () => {
    const db = await emptyDatabase();
    await runMigrations(db);
    const optionalTitle = declaredAs({ fields: { ...announcements.fields, title: { kind: 'text', max: 120, search: true, sort: true } } });
    await expect(assertTablesMatch(db, optionalTitle)).rejects.toThrow(
      'src/resources/announcements/resource.ts: its calls take null for title (neither required nor with a default), but the column of announcements holds no null. Declare it required or give it a default.',
    );
    await expect(assertTablesMatch(db, product)).resolves.toBeUndefined();
  });

  it('writes the next numbered migration, listed in index.ts, whose up and down run', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      const source = new URL('../../server/db/migrations/', import.meta.url);
      await copyFile(new URL('index.ts', source), path.join(dir, 'index.ts'));
      const last = Object.keys(migrations).sort().at(-1)!;
      const next = `${String(Number(last.slice(0, 4)) + 1).padStart(4, '0')}_announcement_priority`;

      const db = await emptyDatabase();
      await runMigrations(db);
      const withPriority = declaredAs({ fields: { ...announcements.fields, priority: { kind: 'integer' } } });
      const file = await writeMigration('announcement_priority', await declaredSchemaChanges(db, withPriority), pathToFileURL(`${dir}/`));

      expect(file).toBe(`${next}.ts`);
      const index = await readFile(path.join(dir, 'index.ts'), 'utf8');
      expect(index).toContain(`import * as announcementPriority from './${next}.js';`);
      expect(index).toContain(`  '${next}': announcementPriority,\n};`);
      const migration = (await import(pathToFileURL(path.join(dir, file)).href)) as { up: (db: Kysely<unknown>) => Promise<void>; down: (db: Kysely<unknown>) => Promise<void> };
      await migration.up(db);
      expect(await says(db, withPriority)).toEqual([]);
      await migration.down(db);
      expect(await says(db, product)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('migrates a database whose declared tables the server made at start', async () => {
    // As earlier versions did: the numbered migrations, and the table as resource_create_announcements.
    const db = await emptyDatabase();
    const { '0020_declared_tables': _takenOver, ...before } = migrations;
    const made = {
      ...before,
      resource_create_announcements: { up: async (trx: Kysely<unknown>) => { for (const statement of createStatements(announcements)) await sql.raw(statement).execute(trx); } },
    };
    expect((await new Migrator({ db, provider: { getMigrations: async () => made }, allowUnorderedMigrations: true }).migrateToLatest()).error).toBeUndefined();
    await sql`insert into announcements (title, message, audience, starts_at, active) values ('Kept', 'From before', 'everyone', now(), true)`.execute(db);

    await runMigrations(db);
    expect(await says(db, product)).toEqual([]);
    expect((await sql<{ title: string }>`select title from announcements`.execute(db)).rows).toEqual([{ title: 'Kept' }]);
    const ran = await sql<{ name: string }>`select name from kysely_migration where name in ('0020_declared_tables', 'resource_create_announcements') order by name`.execute(db);
    expect(ran.rows.map((row) => row.name)).toEqual(['0020_declared_tables', 'resource_create_announcements']);
  });
});

describe('npm run migrations:make', () => {
  it('prints "no changes" and writes nothing when the migrations make the declared tables', async () => {
    const dir = new URL('../../server/db/migrations/', import.meta.url);
    const files = await readdir(dir);
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/db/migrations-cli.ts', 'make', 'nothing_to_do'], { cwd: new URL('../../', import.meta.url) });
    expect(stdout).toContain('no changes');
    expect(await readdir(dir)).toEqual(files);
  }, 120_000);
});
