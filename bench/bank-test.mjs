// The bank test (issue 11): 50 clients run 10,000 mixed money operations (deposits and their
// confirmation or approval, withdrawals approved or rejected, bonus claims, Hub88 bets, wins and
// rollbacks, spins of our own slot, each with random — often concurrent — duplicate retries) against 200 wallets
// through the HTTP API of the built server, while a reader asks the operator's wallet audit
// every 100 ms whether money is conserved; at the end each wallet's ledger must equal what was
// acknowledged. On PGlite (on disk) and on PostgreSQL (a fresh schema of DATABASE_URL, default
// the local `test` database). Build first: pnpm turbo run build --filter=@zar/api
//
//   pnpm --filter @zar/bench bank-test [--database=pglite|postgres|both] [--ops=10000]
//                                      [--clients=50] [--wallets=200]
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBankWorkload } from '../apps/api/dist/bank-workload.js';
import { dropSchema, postgresUnreachable } from './api-servers.mjs';
import { apiProcess, freePort, pgliteDataDir } from './bank-servers.mjs';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    ops: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '50' },
    wallets: { type: 'string', default: '200' },
  },
});
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kinds = options.database === 'both' ? ['pglite', 'postgres'] : [options.database];
let failed = false;

for (const kind of kinds) {
  let database;
  if (kind === 'postgres') {
    const reason = await postgresUnreachable(postgresUrl);
    if (reason) {
      console.log(`postgres: skipped, PostgreSQL not reachable (${reason})`);
      continue;
    }
    database = { url: postgresUrl, schema: `zar_bank_${process.pid}` };
  } else {
    database = { dataDir: pgliteDataDir() };
  }
  const api = await apiProcess({ database, port: await freePort() });
  try {
    console.log(
      `${kind}: ${options.clients} clients, ${options.ops} operations, ${options.wallets} wallets`,
    );
    const report = await runBankWorkload({
      baseUrl: api.url,
      clients: Number(options.clients),
      operations: Number(options.ops),
      wallets: Number(options.wallets),
      gameWalletSecret: api.gameWalletSecret,
      operatorToken: api.operatorToken,
      log: (line) => console.log(`  ${line}`),
    });
    printReport(kind, report);
    if (report.violations.length > 0 || report.failedRequests > 0) failed = true;
  } finally {
    await api.stop();
    if (kind === 'postgres') await dropSchema(postgresUrl, database.schema);
    else rmSync(database.dataDir, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;

export function printReport(kind, report) {
  const seconds = (report.durationMs / 1000).toFixed(1);
  console.log(
    `${kind}: ${report.operations} operations in ${seconds} s (${JSON.stringify(report.byType)})`,
  );
  console.log(
    `  duplicate requests ${report.duplicates} (${report.concurrentDuplicates} concurrent), acknowledged money moves ${report.acknowledged}`,
  );
  console.log(
    `  reads ${report.reads} (missed ${report.missedReads}), audit answer mean ${report.readMs.mean.toFixed(0)} ms, max ${report.readMs.max} ms`,
  );
  console.log(
    `  failed requests ${report.failedRequests}, unknown outcomes ${report.unknownOutcomes}`,
  );
  console.log(`  final: ${JSON.stringify(report.totals)}`);
  console.log(`  invariant violations: ${report.violations.length}`);
  for (const violation of report.violations.slice(0, 20)) console.log(`    ${violation}`);
}
