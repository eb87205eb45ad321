import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The counters domains increment where things happen (the ledger, the limiter, challenges,
 * message delivery). They are the process's, not one app's: a process serves one app, and a
 * domain deep in a transaction needs no app to count. Tests read differences.
 */
export const domainRegistry = new Registry();

/** Ledger entries written, by kind (`deposit`, `bet`, `win`…) and pocket. */
export const walletEntries = new Counter({
  name: 'zar_wallet_ledger_entries_total',
  help: 'Wallet ledger entries written, by kind and pocket (a replayed idempotency key is not counted)',
  labelNames: ['kind', 'pocket'] as const,
  registers: [domainRegistry],
});

/** Attempts a rate limit turned down or sent to a challenge, by the rule that tripped. */
export const rateLimitTrips = new Counter({
  name: 'zar_rate_limit_trips_total',
  help: 'Attempts past a rate limit (refused, or asked for a proof-of-work challenge), by rule',
  labelNames: ['rule'] as const,
  registers: [domainRegistry],
});

/** Proof-of-work challenges issued, by purpose. */
export const challengesIssued = new Counter({
  name: 'zar_challenges_issued_total',
  help: 'Proof-of-work challenges issued, by purpose (login, sign-up, recovery)',
  labelNames: ['purpose'] as const,
  registers: [domainRegistry],
});

/** Challenge solutions sent back, by purpose and whether they were accepted. */
export const challengeSolutions = new Counter({
  name: 'zar_challenge_solutions_total',
  help: 'Proof-of-work solutions received, by purpose and outcome (accepted, refused)',
  labelNames: ['purpose', 'outcome'] as const,
  registers: [domainRegistry],
});

/**
 * Message delivery outcomes by channel: `sent` and `failed` (final), `retried` (an attempt that
 * failed and will be tried again), `recorded` (outbox only: development and test).
 */
export const messageDeliveries = new Counter({
  name: 'zar_message_deliveries_total',
  help: 'SMS and e-mail delivery outcomes by channel: sent, failed, retried, recorded (outbox only)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [domainRegistry],
});

let processMetricsOn = false;

/** Node's own metrics (CPU, memory, event-loop lag, handles) join the registry, once. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: domainRegistry });
}

/**
 * Database calls that played decided rounds (issue 26), by how: `alone` (one round),
 * `together` (several in one commit), `split` (a batch that failed, its rounds then played alone).
 */
export const decidedRoundCalls = new Counter({
  name: 'zar_decided_round_calls_total',
  help: 'Database calls playing decided rounds of our own games, by how (alone, together, split)',
  labelNames: ['how'] as const,
  registers: [domainRegistry],
});

/** Decided rounds sent to the database, by how their call went (as `decidedRoundCalls`). */
export const decidedRoundsSent = new Counter({
  name: 'zar_decided_rounds_sent_total',
  help: 'Decided rounds of our own games sent to the database, by how their call went',
  labelNames: ['how'] as const,
  registers: [domainRegistry],
});
