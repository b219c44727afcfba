import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The reference app of the benchmark (bench/reference/main.tsx), built into bench/.cache/reference. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/reference/',
  plugins: [react()],
  build: { outDir: '../.cache/reference', emptyOutDir: true },
});
