import { postgresUnavailableReason } from './test-database';

/**
 * The engines a suite runs on: PGlite always, and PostgreSQL where the test server answers (else
 * that suite is skipped, `skipReason` saying why). Probed once per test file that imports it.
 */
export const testEngines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: await postgresUnavailableReason() },
];
