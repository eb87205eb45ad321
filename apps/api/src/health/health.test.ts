import { afterEach, describe, expect, it } from 'vitest';
import { postgresUnavailableReason } from '../db/test-database';
import { openTestApp } from '../test-app';
import { apiVersion } from '../version';

const postgresSkipReason = await postgresUnavailableReason();
if (postgresSkipReason) console.warn(`Skipping PostgreSQL health tests: ${postgresSkipReason}`);

const engines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: postgresSkipReason },
];

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

for (const { kind, skipReason } of engines) {
  const title = skipReason
    ? `GET /api/health on ${kind} (skipped: ${skipReason})`
    : `GET /api/health on ${kind}`;

  describe.skipIf(skipReason !== null)(title, () => {
    it(`answers ok with database ${kind}`, async () => {
      const testApp = await openTestApp({ kind });
      close = testApp.close;

      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: null,
        data: {
          status: 'ok',
          database: kind,
          version: apiVersion,
          uptimeSeconds: expect.any(Number),
        },
      });
    });
  });
}

describe('GET /api/health without a database', () => {
  it('answers 503 with a failure envelope when the database does not answer', async () => {
    const lines: string[] = [];
    const { app, database } = await openTestApp({
      log: { stream: { write: (line) => lines.push(line) } },
    });
    close = () => app.close();
    await database.close();

    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { locale: 'en' },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'The database cannot be reached right now.',
      data: null,
    });
    expect(lines.join('')).toContain('database_unavailable');
  });
});
