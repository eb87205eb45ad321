import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  // The one output file starts with "use client" for React Server Components frameworks
  // (the connection is a browser socket and the hooks subscribe to it);
  // esbuild drops the sources' own directives when it bundles.
  banner: { js: '"use client";' },
  external: ['react', 'react-dom'],
});
