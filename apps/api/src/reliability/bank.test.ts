import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentGameWalletSecret } from '../config';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import { runBankWorkload } from './bank-workload';

// The reduced bank test of the suite; bench/bank-test.mjs runs the full one (50 clients,
// 10,000 operations, 200 wallets) against the built server.
for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(
    `the bank test on ${kind}${skipReason ? ` (skipped: ${skipReason})` : ''}`,
    () => {
      let testApp: Awaited<ReturnType<typeof openTestApp>>;
      let baseUrl: string;
      beforeAll(async () => {
        testApp = await openTestApp({ kind });
        await testApp.app.listen({ port: 0, host: '127.0.0.1' });
        baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
        // PGlite boots, migrates and seeds in WebAssembly: slow on a loaded machine.
      }, 180_000);
      afterAll(() => testApp?.close());

      it('10 clients, 600 operations with duplicates, 40 wallets: money conserved at every read, every acknowledged operation in the ledger once', {
        timeout: 300_000,
      }, async () => {
        const report = await runBankWorkload({
          baseUrl,
          clients: 10,
          operations: 600,
          wallets: 40,
          gameWalletSecret: developmentGameWalletSecret,
        });
        expect(report.violations).toEqual([]);
        expect(report.operations).toBe(600);
        expect(report.failedRequests).toBe(0);
        expect(report.reads).toBeGreaterThan(0);
        expect(report.duplicates).toBeGreaterThan(0);
        expect(report.concurrentDuplicates).toBeGreaterThan(0);
        expect(report.totals.ledgerEntries).toBeGreaterThan(300);
        // Bonus money (issue 22): granted into the bonus pocket, the audit conserving both
        // pockets; withdrawals while one is wagered were refused until the player forfeited it.
        expect(report.totals.bonusesGranted).toBeGreaterThan(0);
        expect(report.forfeitsRequired).toBeGreaterThan(0);
        // Our own slot's rounds (issue 26), one database call each in the common case.
        expect(report.byType.spin).toBeGreaterThan(0);
      });
    },
  );
}
