import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', app: 'src/app.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  // The workspace contract is bundled from its TypeScript source; npm dependencies stay external.
  noExternal: [/^@zar\//],
  esbuildOptions(options) {
    options.conditions = ['@zar/source', 'module'];
  },
});
