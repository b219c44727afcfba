import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../build/precompress.js';

/** The reference app of the benchmark (bench/reference/main.tsx), built into bench/.cache/reference. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/reference/',
  // Shipped as the admin is: .br and .gz written at build time (a one-chunk app of about 950 KB
  // would otherwise go uncompressed, which Lighthouse's throttled network would hold against it).
  plugins: [react(), precompressAssets()],
  build: { outDir: '../.cache/reference', emptyOutDir: true },
});
