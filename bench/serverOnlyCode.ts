import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoOf } from '../server/declared/demoModule.js';
import { discoverDeclarations } from '../server/declared/discover.js';
import { readManifest, readSourceChunks } from './bundle.js';

/**
 * Modules only the server may load: its own code and each resource folder's server.ts and demo.ts
 * (the admin reads the folder's resource.ts, never those beside it).
 */
const serverOnlyModule = /^(server\/|tests\/|src\/resources\/[^/]+\/(server|demo)\.ts$)/;

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
 * (build/sourceChunks.ts says which modules each holds), or a demo record's text in its JavaScript.
 * Empty when the browser gets none of it.
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
  return [...modules, ...demos];
}
