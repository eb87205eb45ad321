import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The unit-test config every package under packages/ shares: its sources through the
 * `@zar/source` condition, its `src/**` tests, in the environment (and with the setup) it names.
 */
export function packageTestConfig({
  environment,
  setupFiles,
}: {
  environment: 'jsdom' | 'node';
  setupFiles?: string[];
}) {
  return defineConfig({
    resolve: { conditions: ['@zar/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@zar/source', ...defaultServerConditions] } },
    test: {
      // A library's tests share one environment and module graph per worker (each file cleans up
      // after itself): creating jsdom and importing the package anew for every file was most of
      // the run (packages/ui: 109 s -> 19 s on the 2-core CI host).
      isolate: false,
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      ...(setupFiles ? { setupFiles } : {}),
    },
  });
}
