import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress.js';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  base: '/',
  // ra-input-rich-text nests an older @tiptap/core than its own nested extensions need: use one copy.
  resolve: {
    dedupe: ['@tiptap/core', '@tiptap/pm'],
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
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
    // No preload helper: the lazily loaded screens import their chunks statically, which the browser
    // fetches as it parses them; the helper's bookkeeping cost more main-thread time than it saved
    // (cold load of /admin/tutors, bench/.cache A/B runs, docs/performance.md).
    modulePreload: false,
    chunkSizeWarningLimit: 800,
  },
});
