import { defineConfig } from 'tsup';

export default defineConfig({
  // bank-workload: the bank and crash tests of bench/ drive a built server with it.
  entry: {
    main: 'src/main.ts',
    app: 'src/app.ts',
    'bank-workload': 'src/reliability/bank-workload.ts',
  },
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
