import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Not `module`: Node gets these conditions too, and a CommonJS `require` matching it would load
// an ES build that Node cannot run (prom-client's @opentelemetry/api).
const conditions = ['@zar/source', ...defaultServerConditions.filter((name) => name !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // One new and one migrated PGlite per run, that every test's database starts from.
    globalSetup: ['./src/db/test-database-images.ts'],
    // PGlite boots a WebAssembly PostgreSQL per database, which takes a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
