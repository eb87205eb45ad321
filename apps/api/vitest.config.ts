import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@zar/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@zar/source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // PGlite boots a WebAssembly PostgreSQL per database, which takes a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
