import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The admin console: a small SPA that TidemarkConsoleModule serves at /console/ (everything
// bundled, no CDN), built into the package's dist/console by its build (and its prepack, into
// the fresh build folder given with --outDir).
const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: '/console/',
  build: {
    outDir: resolve(here, '..', 'dist', 'console'),
    emptyOutDir: true,
    target: 'es2022',
  },
  logLevel: 'warn',
});
