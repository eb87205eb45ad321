// The crash test (issue 11): the bank workload runs while the API process is SIGKILLed every
// 2–4 s and started again (on PostgreSQL, every second kill also SIGKILLs the database server —
// a private cluster in a temporary folder, never the shared one on 5432). Clients retry what can
// be retried with the same body until the API answers again, and count filings whose answer was
// lost as unknown. Afterwards every acknowledged operation must be in the ledger exactly once
// (per wallet and kind, exactly, or within what the unknown filings could have moved), and the
// wallet audit must find money conserved. PGlite keeps its data in a temporary folder on disk.
// Build first: pnpm turbo run build --filter=@zar/api
//
//   pnpm --filter @zar/bench crash-test [--database=pglite|postgres] [--ops=3000] [--kills=6]
//                                       [--clients=20] [--wallets=60]
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBankWorkload } from '../apps/api/dist/bank-workload.js';
import { apiProcess, freePort, pgliteDataDir, privatePostgres } from './bank-servers.mjs';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    ops: { type: 'string', default: '3000' },
    kills: { type: 'string', default: '6' },
    clients: { type: 'string', default: '20' },
    wallets: { type: 'string', default: '60' },
  },
});
const kind = options.database;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const postgres = kind === 'postgres' ? await privatePostgres() : null;
const dataDir = kind === 'pglite' ? pgliteDataDir() : null;
const database = postgres ? { url: postgres.url, schema: 'zar_crash' } : { dataDir };
const api = await apiProcess({ database, port: await freePort() });
const started = Date.now();
const kills = { api: 0, database: 0 };
const restartMs = [];
let signedUp = false;
let finished = false;

try {
  console.log(
    `${kind}: ${options.clients} clients, ${options.ops} operations, ${options.wallets} wallets, ${options.kills}+ kills`,
  );
  const workload = runBankWorkload({
    baseUrl: api.url,
    clients: Number(options.clients),
    operations: Number(options.ops),
    wallets: Number(options.wallets),
    gameWalletSecret: api.gameWalletSecret,
    operatorToken: api.operatorToken,
    survivesOutages: true,
    log: (line) => {
      if (/signed up/.test(line)) signedUp = true;
      console.log(`  ${line}`);
    },
  }).finally(() => {
    finished = true;
  });

  const killer = (async () => {
    while (!signedUp && !finished) await sleep(100);
    // Kills after 2–4 s of uptime each, then the workload finishes on a running API.
    while (!finished && kills.api < Number(options.kills)) {
      await sleep(2_000 + Math.random() * 2_000);
      if (finished) break;
      const alsoDatabase = postgres !== null && kills.api % 2 === 1;
      await api.kill();
      kills.api += 1;
      if (alsoDatabase) {
        await postgres.kill();
        kills.database += 1;
      }
      const down = Date.now();
      if (alsoDatabase) await postgres.start();
      await api.start();
      restartMs.push(Date.now() - down);
      console.log(
        `  kill ${kills.api}${alsoDatabase ? ' (and the database)' : ''}: back after ${Date.now() - down} ms`,
      );
    }
  })();

  const report = await workload;
  await killer;
  const seconds = (report.durationMs / 1000).toFixed(1);
  const meanRestart = restartMs.reduce((a, b) => a + b, 0) / Math.max(1, restartMs.length);
  console.log(
    `${kind}: ${report.operations} operations in ${seconds} s (${JSON.stringify(report.byType)})`,
  );
  console.log(
    `  API SIGKILLed ${kills.api} times, database ${kills.database} times; restart mean ${meanRestart.toFixed(0)} ms; the API died unasked ${api.unexpectedExits()} times`,
  );
  console.log(
    `  duplicate requests ${report.duplicates} (${report.concurrentDuplicates} concurrent), acknowledged money moves ${report.acknowledged}`,
  );
  console.log(
    `  requests without an answer (retried) ${report.failedRequests}, filings with unknown outcome ${report.unknownOutcomes}`,
  );
  console.log(`  reads ${report.reads} (missed ${report.missedReads})`);
  console.log(`  final: ${JSON.stringify(report.totals)}`);
  console.log(`  invariant violations and unmatched acknowledgements: ${report.violations.length}`);
  for (const violation of report.violations.slice(0, 20)) console.log(`    ${violation}`);
  const tooFewKills = kills.api < Number(options.kills);
  if (tooFewKills) console.log(`  only ${kills.api} kills: raise --ops`);
  process.exitCode =
    report.violations.length > 0 || api.unexpectedExits() > 0 || tooFewKills ? 1 : 0;
} finally {
  await api.stop();
  if (postgres) await postgres.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
