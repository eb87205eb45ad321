import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  // The one output file starts with "use client" for React Server Components frameworks
  // (the form and its parts hold state and handle input);
  // esbuild drops the sources' own directives when it bundles.
  banner: { js: '"use client";' },
  external: ['react', 'react-dom'],
  // The stylesheet is one self-contained file: shipped as written, as `@zar/dynamic-form/styles.css`.
  onSuccess: () => copyFile('src/styles.css', 'dist/styles.css'),
});
