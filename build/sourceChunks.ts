import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which chunk holds each of the project's own modules (next to Vite's manifest). */
export const sourceChunksFile = '.vite/source-chunks.json';

/**
 * Writes `{ "src/AdminRoot.tsx": "assets/admin-….js", … }` for every module of the project (not
 * node_modules). Vite's manifest names a chunk by its entry module only, and a module placed in a
 * chunk group (build/chunkGroups.ts) is no chunk's entry: the bundle budget (bench/bundle.ts) finds
 * a route's modules here.
 */
export function sourceChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'tutor-admin:source-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const file = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
          if (!file.startsWith('..') && !file.startsWith('\0') && !file.includes('node_modules/')) chunks[file] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: sourceChunksFile, source: `${JSON.stringify(chunks, null, 2)}\n` });
    },
  };
}
