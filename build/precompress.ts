import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|svg|json|txt|html)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible asset of the build, once, at maximum
 * compression; the server sends them to browsers that accept them (@fastify/static `preCompressed`).
 * Compressing at build time costs nothing per request, unlike compressing each response.
 */
export function precompressAssets(minimumBytes = 1024): Plugin {
  let outDir = 'dist';
  return {
    name: 'tutor-admin:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      // A failed build wrote no assets: let its own error be the one reported.
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!compressible.test(name) || statSync(file).size < minimumBytes) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
