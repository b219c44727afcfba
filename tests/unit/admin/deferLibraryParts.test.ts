import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferLibraryParts, type DeferredLibraryPart } from '../../../build/deferLibraryParts.js';
import { deferredParts } from '../../../build/deferredParts.js';

const nodeModules = path.resolve('node_modules');

/** The names `importer` takes (or passes on) from `specifier`, read from the installed library's code. */
function importedNames(part: DeferredLibraryPart): string[] {
  const code = readFileSync(path.join(nodeModules, part.importer), 'utf8');
  const quoted = part.specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`(?:import|export)\\s+([^;]*?)\\s+from\\s+["']${quoted}["']`).exec(code);
  if (!statement) return [];
  const clause = statement[1]!;
  const named = /\{([^}]*)\}/.exec(clause)?.[1]?.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean) ?? [];
  return /^[A-Za-z_$][\w$]*/.test(clause) ? ['default', ...named] : named;
}

describe('the deferred library parts (build/deferredParts.ts)', () => {
  it.each(deferredParts.map((part) => [`${part.specifier} from ${part.importer}`, part] as const))(
    '%s: the installed library still imports it, and the replacement exports every name it takes',
    async (_name, part) => {
      const names = importedNames(part);
      expect(names.length).toBeGreaterThan(0);
      const replacement = (await import(part.replacement)) as Record<string, unknown>;
      for (const name of names) expect(replacement[name], `${path.basename(part.replacement)} exports ${name}`).toBeDefined();
    },
  );
});

describe('deferLibraryParts', () => {
  const part: DeferredLibraryPart = { importer: 'lib/dist/Table.js', specifier: './Chooser.js', replacement: '/app/shims/Chooser.tsx', why: 'test' };
  type Hooks = { resolveId: (specifier: string, importer?: string) => string | null; buildEnd: (error?: Error) => void };
  const hooks = (plugin: ReturnType<typeof deferLibraryParts>, errors: string[]) => {
    const context = { error: (message: string) => errors.push(message) };
    const resolveId = plugin.resolveId as unknown as (this: typeof context, specifier: string, importer?: string) => string | null;
    const buildEnd = plugin.buildEnd as unknown as (this: typeof context, error?: Error) => void;
    return { resolveId: resolveId.bind(context), buildEnd: buildEnd.bind(context) } satisfies Hooks;
  };

  it('answers the replacement to the named importer only', () => {
    const { resolveId } = hooks(deferLibraryParts([part]), []);
    expect(resolveId('./Chooser.js', '/repo/node_modules/lib/dist/Table.js')).toBe('/app/shims/Chooser.tsx');
    expect(resolveId('./Chooser.js', '/repo/node_modules/lib/dist/index.js')).toBeNull();
    expect(resolveId('./Other.js', '/repo/node_modules/lib/dist/Table.js')).toBeNull();
  });

  it('fails the build when a redirect matched nothing (the library moved the import)', () => {
    const errors: string[] = [];
    const { buildEnd } = hooks(deferLibraryParts([part]), errors);
    buildEnd();
    expect(errors.join()).toMatch(/no module imports "\.\/Chooser\.js" from lib\/dist\/Table\.js/);
  });
});
