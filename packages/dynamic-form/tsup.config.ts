import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: ['react', 'react-dom'],
  // The stylesheet is one self-contained file: shipped as written, as `@zar/dynamic-form/styles.css`.
  onSuccess: () => copyFile('src/styles.css', 'dist/styles.css'),
});
