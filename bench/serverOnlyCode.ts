import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoOf } from '../server/declared/demoModule.js';
import { discoverDeclarations } from '../server/declared/discover.js';
import { snake, tableOf } from '../server/declared/naming.js';
import { storageOf } from '../server/declared/storage.js';
import { readManifest, readSourceChunks } from './bundle.js';

/**
 * Modules only the server may load: its own code and each resource folder's server.ts, its helpers
 * in server/, storage.ts and demo.ts (the admin reads the folder's resource.ts, never those beside it).
 */
const serverOnlyModule = /^(server\/|tests\/|src\/resources\/[^/]+\/((server|demo|storage)\.ts$|server\/))/;

/** Keys of where the server keeps records (storage.ts), and of declarations that said it before: never the admin's. */
const serverOnlyKeys = ['existingTable', 'joinTables', 'usedBy'];

/**
 * What gives a table name (camelCase, so a word of a pattern as it is) away: a `table` key naming it (`table: 'bookings'`, as a declaration
 * once said it), a join table's name anywhere, the SQL name of a table anywhere when it differs from
 * the camelCase one (`site_settings`), and a server-only key. A table named as its resource is (languages)
 * is a word the admin says for the resource, so only its `table` key gives it away.
 */
async function tableProbes(): Promise<Array<{ what: string; pattern: RegExp }>> {
  const all = await discoverDeclarations();
  const joins = all.flatMap((declaration) => Object.values(storageOf(declaration).joinTables ?? {}).flatMap((join) => (join ? [join.table] : [])));
  const tables = [...new Set([...all.map(tableOf), ...joins])];
  return [
    ...tables.map((table) => ({ what: `the table name "${table}"`, pattern: new RegExp(`\\btable\\s*:\\s*["'\`]${table}["'\`]`) })),
    ...joins.map((table) => ({ what: `the join table name "${table}"`, pattern: new RegExp(`\\b${table}\\b`) })),
    ...tables.filter((table) => snake(table) !== table).map((table) => ({ what: `the SQL table name "${snake(table)}"`, pattern: new RegExp(`\\b${snake(table)}\\b`) })),
    ...serverOnlyKeys.map((key) => ({ what: `the server-only key "${key}"`, pattern: new RegExp(`\\b${key}\\b`) })),
  ];
}

/** Text values this short could be any word of the admin: only longer ones tell a demo record apart. */
const shortestProbe = 12;

/**
 * What gives a resource's demo records away: every text, long text or HTML value of them long
 * enough to be theirs alone, read from its demo.ts so that the probes follow the demos as they change.
 */
async function demoProbes(): Promise<Array<{ resource: string; text: string }>> {
  const probes: Array<{ resource: string; text: string }> = [];
  for (const declaration of await discoverDeclarations()) {
    const demo = demoOf(declaration);
    if (!demo) continue;
    const texts = Object.entries(declaration.fields).filter(([, field]) => ['text', 'longText', 'html'].includes(field.kind)).map(([name]) => name);
    const values = demo(new Date(), { idsOf: () => [1] }).flatMap((row) => texts.map((name) => row[name]));
    const found = values.filter((value): value is string => typeof value === 'string' && value.length >= shortestProbe);
    if (found.length === 0) throw new Error(`src/resources/${declaration.name}/demo.ts has no text value of ${shortestProbe} characters or more to look for in the build`);
    probes.push(...found.map((text) => ({ resource: declaration.name, text })));
  }
  return probes;
}

/**
 * Everything server-only in the built admin (dist/): a server-only module in one of its chunks
 * (build/sourceChunks.ts says which modules each holds), or a demo record's text, a table name or a
 * server-only key in its JavaScript. Empty when the browser gets none of it.
 */
export async function serverOnlyCode(distDir = 'dist'): Promise<string[]> {
  const chunkOf = readSourceChunks(distDir);
  const modules = Object.keys(chunkOf)
    .filter((module) => serverOnlyModule.test(module))
    .map((module) => `${module} is bundled into ${chunkOf[module]}`);
  const files = [...new Set(Object.values(readManifest(distDir)).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  const sources = files.map((file) => ({ file, source: readFileSync(path.join(distDir, file), 'utf8') }));
  const demos = (await demoProbes()).flatMap(({ resource, text }) =>
    sources.filter(({ source }) => source.includes(text)).map(({ file }) => `${file} holds a demo record of ${resource} ("${text}")`),
  );
  const tables = (await tableProbes()).flatMap(({ what, pattern }) => sources.filter(({ source }) => pattern.test(source)).map(({ file }) => `${file} holds ${what}`));
  return [...modules, ...demos, ...tables];
}
