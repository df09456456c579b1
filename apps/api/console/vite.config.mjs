import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The admin console: a small SPA served by the API at /console (everything bundled, no CDN).
const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: '/console/',
  build: {
    outDir: resolve(here, '../../../dist/console'),
    emptyOutDir: true,
    target: 'es2022',
  },
  logLevel: 'warn',
});
