import { defineConfig } from 'tsup';

// Every component folder is its own entry, matching the `./*` subpath export.
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: ['react', 'react-dom'],
  // Then every entry gets "use client" (scripts/use-client.mjs says why not a banner).
  onSuccess: 'node scripts/copy-styles.mjs && node scripts/use-client.mjs',
});
