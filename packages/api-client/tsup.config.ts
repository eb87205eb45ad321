import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'react/index': 'src/react/index.ts',
    'fixtures/index': 'src/fixtures/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: ['react', '@tanstack/react-query', 'msw', 'zod'],
});
