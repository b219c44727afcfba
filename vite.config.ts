import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunkGroups.js';
import { deferLibraryParts } from './build/deferLibraryParts.js';
import { deferredParts } from './build/deferredParts.js';
import { precompressAssets } from './build/precompress.js';
import { sourceChunks } from './build/sourceChunks.js';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), deferLibraryParts(deferredParts), sourceChunks(), precompressAssets()],
  base: '/',
  // ra-input-rich-text nests an older @tiptap/core than its own nested extensions need: use one copy.
  resolve: {
    dedupe: ['@tiptap/core', '@tiptap/pm'],
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
      'react-hotkeys-hook': fileURLToPath(new URL('./src/shims/reactHotkeysHook.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}`, '/uploads': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the bundle budget (npm run check:bundle) follows its imports per route.
    manifest: true,
    // No preload helper: the browser fetches a lazy chunk's static imports as it parses it. Two A/B
    // runs of 9 cold loads of /admin/tutors each, without / with the helper: medians 1130 / 1242 ms
    // and 1168 / 1204 ms (docs/performance.md).
    modulePreload: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
