import { readFile, writeFile } from 'node:fs/promises';
import type { SchemaChange } from './schemaDiff.js';

const migrationsDir = new URL('../db/migrations/', import.meta.url);

/** A migration's name as the command takes it: lower-case words joined by `_` (`announcement_priority`). */
export const migrationNamePattern = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const template = (statement: string) => `\`${statement.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${')}\``;
const statementList = (statements: string[]) => statements.map((statement) => `    ${template(statement).replaceAll('\n', '\n    ')},`).join('\n');

/** The text of a migration file that runs the changes' statements (`down` undoes them, the last first). */
export function migrationSource(changes: SchemaChange[]): string {
  const up = changes.flatMap((change) => change.up);
  const down = changes.toReversed().flatMap((change) => change.down);
  return `import { sql, type Kysely } from 'kysely';

/**
 * Written by \`npm run migrations:make\` from the resource declarations (src/resources/<name>/resource.ts):
${changes.map((change) => ` * - ${change.says}`).join('\n')}
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
${statementList(up)}
  ]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
${statementList(down)}
  ]) await sql.raw(statement).execute(db);
}
`;
}

/** The registry with one more migration: its import after the last import, its line after the last migration's. */
export function registered(index: string, file: string): string {
  const name = file.replace(/^\d+_/, '');
  const lines = index.split('\n');
  const lastIndex = (pattern: RegExp) => lines.findLastIndex((line) => pattern.test(line));
  lines.splice(lastIndex(/^ {2}'\d{4}_\w+': \w+,$/) + 1, 0, `  '${file}': ${camel(name)},`);
  lines.splice(lastIndex(/^import \* as \w+ from '\.\/\d{4}_\w+\.js';$/) + 1, 0, `import * as ${camel(name)} from './${file}.js';`);
  return lines.join('\n');
}

/** Writes <next number>_<name>.ts in server/db/migrations (or `dir`) and lists it in its index.ts; answers the file's name. */
export async function writeMigration(name: string, changes: SchemaChange[], dir = migrationsDir): Promise<string> {
  const indexUrl = new URL('index.ts', dir);
  const index = await readFile(indexUrl, 'utf8');
  const numbers = [...index.matchAll(/^ {2}'(\d{4})_/gm)].map((match) => Number(match[1]));
  const file = `${String(Math.max(0, ...numbers) + 1).padStart(4, '0')}_${name}`;
  await writeFile(new URL(`${file}.ts`, dir), migrationSource(changes), { flag: 'wx' });
  await writeFile(indexUrl, registered(index, file));
  return `${file}.ts`;
}
