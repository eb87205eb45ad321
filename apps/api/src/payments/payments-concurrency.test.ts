import { TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import { ApiError } from '../http';
import { createPlayerEvents } from '../notifications';
import { seedDatabase } from '../seed';
import { findLedgerMismatches, postLedgerEntry, readWallet, WalletError } from '../wallet';
import { insertTestPlayers } from '../wallet/test-wallet-players';
import type { CheckedDetail } from './payment-detail-check';
import { findPaymentMethod, type PaymentMethodRecord } from './payment-methods';
import { operatorProvider } from './payment-providers';
import { createDeposit, createWithdrawal } from './payment-requests';
import { sandboxProvider } from './sandbox-provider';
import { cancelDepositPage, confirmDepositPage, settlePayment } from './settlement';

const clients = 50;
const operationsPerClient = 200;
const playerCount = 10;

/** A small deterministic random source per client, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed * 2654435761;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (limit: number) => Math.floor(next() * limit),
    pick: <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)],
  };
}

const operations = [
  ['externalDeposit', 18],
  ['confirm', 20],
  ['cancel', 4],
  ['messageDeposit', 8],
  ['approveDeposit', 8],
  ['withdraw', 16],
  ['approveWithdrawal', 8],
  ['rejectWithdrawal', 8],
  ['retry', 10],
] as const;
type Operation = (typeof operations)[number][0];
const totalWeight = operations.reduce((sum, [, weight]) => sum + weight, 0);

function chooseOperation(random: ReturnType<typeof randomSource>): Operation {
  let roll = random.below(totalWeight);
  for (const [operation, weight] of operations) {
    if (roll < weight) return operation;
    roll -= weight;
  }
  return 'retry';
}

/** A refusal the mix expects (a request settled before, a balance too small), not a failure. */
function isExpectedRefusal(error: unknown): boolean {
  return (
    (error instanceof ApiError && [400, 409].includes(error.status)) ||
    (error instanceof WalletError && error.code === 'insufficient_funds')
  );
}

async function settled<T>(work: Promise<T>, counts: Map<string, number>, name: string) {
  try {
    const value = await work;
    counts.set(`${name}:done`, (counts.get(`${name}:done`) ?? 0) + 1);
    return value;
  } catch (error) {
    if (!isExpectedRefusal(error)) throw error;
    counts.set(`${name}:refused`, (counts.get(`${name}:refused`) ?? 0) + 1);
    return undefined;
  }
}

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`payments under concurrency on ${kind}`, () => {
    let database: DatabaseHandle;
    let players: number[];
    let methods: {
      page: PaymentMethodRecord;
      transfer: PaymentMethodRecord;
      bank: PaymentMethodRecord;
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedDatabase(database);
      players = await insertTestPlayers(database.db, playerCount);
      const method = async (id: number, direction: 'deposit' | 'withdraw') => {
        const found = await findPaymentMethod(database.db, id, direction);
        if (!found) throw new Error(`method ${id} is not seeded`);
        return found;
      };
      methods = {
        page: await method(1, 'deposit'),
        transfer: await method(2, 'deposit'),
        bank: await method(11, 'withdraw'),
      };
    });
    afterAll(() => database.close());

    it(`${clients} clients × ${operationsPerClient} mixed operations: the ledger sums to the balances and nothing is applied twice`, {
      // 10,000 operations on an embedded database sharing two cores with the rest of the suite.
      timeout: 180_000,
    }, async () => {
      const { db } = database;
      const pages: Array<{ token: string }> = [];
      const pendingDeposits: number[] = [];
      const withdrawals: number[] = [];
      const appliedRetries = new Map<string, { playerId: number; amount: bigint }>();
      const counts = new Map<string, number>();
      const now = new Date('2026-03-14T12:00:00Z');
      const events = createPlayerEvents();
      let notified = 0;
      events.on('notification', () => {
        notified += 1;
      });
      const sandbox = sandboxProvider({
        database,
        clock: () => now,
        events,
        site: { url: (path) => new URL(path, 'http://zar.test/').href },
      });
      const checked = (amountKurus: bigint): CheckedDetail => ({
        amountKurus,
        stored: { amount: Number(amountKurus) / 100 },
      });

      async function runClient(client: number) {
        const random = randomSource(client + 1);
        const playerId = players[client % playerCount] as number;
        const request = (method: PaymentMethodRecord, amountKurus: bigint) => ({
          playerId,
          method,
          checked: checked(amountKurus),
          locale: 'tr' as const,
          now,
        });
        for (let step = 0; step < operationsPerClient; step += 1) {
          const operation = chooseOperation(random);
          const amount = BigInt(5_000 + random.below(45_000));
          if (operation === 'externalDeposit') {
            const { pageUrl } = await createDeposit(db, sandbox, request(methods.page, amount));
            const token = pageUrl && new URL(pageUrl).searchParams.get('token');
            if (token) pages.push({ token });
          } else if (operation === 'confirm' || operation === 'cancel') {
            const page = random.pick(pages);
            if (!page) continue;
            const settle = operation === 'confirm' ? confirmDepositPage : cancelDepositPage;
            // A player pressing the button again (or in two tabs) while the first is running.
            await Promise.all(
              Array.from({ length: 1 + random.below(3) }, () =>
                settle(db, page.token, now, events),
              ),
            );
            counts.set(operation, (counts.get(operation) ?? 0) + 1);
          } else if (operation === 'messageDeposit') {
            const { id } = await createDeposit(
              db,
              operatorProvider,
              request(methods.transfer, amount),
            );
            pendingDeposits.push(id);
          } else if (operation === 'approveDeposit') {
            const id = random.pick(pendingDeposits);
            if (id === undefined) continue;
            await Promise.all(
              Array.from({ length: 1 + random.below(2) }, () =>
                settled(
                  settlePayment(db, {
                    id,
                    kind: TransactionKind.Deposit,
                    decision: 'approve',
                    now,
                    events,
                  }),
                  counts,
                  operation,
                ),
              ),
            );
          } else if (operation === 'withdraw') {
            const id = await settled(
              createWithdrawal(db, operatorProvider, request(methods.bank, amount), events),
              counts,
              operation,
            );
            if (id !== undefined) withdrawals.push(id);
          } else if (operation === 'approveWithdrawal' || operation === 'rejectWithdrawal') {
            const id = random.pick(withdrawals);
            if (id === undefined) continue;
            const decisions = [operation === 'approveWithdrawal' ? 'approve' : 'reject'] as const;
            // Sometimes a second operator decides the other way at the same moment.
            const both = random.below(3) === 0 ? (['approve', 'reject'] as const) : decisions;
            await Promise.all(
              both.map((decision) =>
                settled(
                  settlePayment(db, { id, kind: TransactionKind.Withdraw, decision, now, events }),
                  counts,
                  `${decision}Withdrawal`,
                ),
              ),
            );
          } else {
            // A game round or bonus retried with its idempotency key: the key fixes the amount.
            const key = random.below(20);
            const entry = {
              playerId,
              kind: 'retry_test',
              amountKurus: BigInt((key + 1) * 1_000) * (key % 2 === 0 ? 1n : -1n),
              idempotencyKey: `retry:${key}`,
            };
            const posted = await Promise.all(
              Array.from({ length: 1 + random.below(3) }, () =>
                settled(postLedgerEntry(db, entry), counts, operation),
              ),
            );
            for (const result of posted) {
              if (result && !result.replayed) {
                const id = `${playerId}:${entry.idempotencyKey}`;
                expect(appliedRetries.has(id), `retry ${id} applied twice`).toBe(false);
                appliedRetries.set(id, { playerId, amount: entry.amountKurus });
              }
            }
          }
        }
      }

      await Promise.all(Array.from({ length: clients }, (_, client) => runClient(client)));

      // Every kind of operation ran, and the refusals the mix provokes happened.
      for (const name of [
        'confirm',
        'cancel',
        'approveDeposit:done',
        'withdraw:done',
        'approveWithdrawal:done',
        'rejectWithdrawal:done',
        'retry:done',
      ]) {
        expect(counts.get(name) ?? 0, name).toBeGreaterThan(0);
      }
      expect(counts.get('approveDeposit:refused') ?? 0).toBeGreaterThan(0);

      // The ledger sums to every balance, and no balance or held amount is negative.
      expect(await findLedgerMismatches(db)).toEqual([]);
      const lowest = await db
        .selectFrom('wallet_account')
        .select((eb) => [
          eb.fn.min('balance_kurus').as('balance'),
          eb.fn.min('held_kurus').as('held'),
        ])
        .executeTakeFirstOrThrow();
      expect(BigInt(lowest.balance as bigint) >= 0n && BigInt(lowest.held as bigint) >= 0n).toBe(
        true,
      );

      // Each request moved money exactly as its final status says, once.
      const requests = await db.selectFrom('payment_request').selectAll().execute();
      const ledger = await db.selectFrom('wallet_ledger').selectAll().execute();
      const byKey = new Map(ledger.map((row) => [`${row.player_id}:${row.idempotency_key}`, row]));
      const expected = new Map(players.map((id) => [id, { balance: 0n, held: 0n }]));
      let expectedRows = 0;
      for (const request of requests) {
        const entry = (step: string) =>
          byKey.get(`${request.player_id}:payment:${request.id}:${step}`);
        const wallet = expected.get(request.player_id) as { balance: bigint; held: bigint };
        if (request.kind === TransactionKind.Deposit) {
          const credited = request.status === TransactionStatus.Confirmed;
          expect(entry('credit')?.amount_kurus ?? 0n).toBe(credited ? request.amount_kurus : 0n);
          if (credited) {
            wallet.balance += request.amount_kurus;
            expectedRows += 1;
          }
        } else {
          expect(entry('hold')?.held_change_kurus).toBe(request.amount_kurus);
          const settlement = entry('settle');
          expectedRows += settlement ? 2 : 1;
          if (request.status === TransactionStatus.Pending) {
            expect(settlement).toBeUndefined();
            wallet.balance -= request.amount_kurus;
            wallet.held += request.amount_kurus;
          } else if (request.status === TransactionStatus.Confirmed) {
            expect(settlement?.kind).toBe('hold_posted');
            wallet.balance -= request.amount_kurus;
          } else {
            expect(request.status).toBe(TransactionStatus.Rejected);
            expect(settlement?.kind).toBe('hold_released');
          }
        }
      }
      for (const { playerId, amount } of appliedRetries.values()) {
        (expected.get(playerId) as { balance: bigint }).balance += amount;
      }
      expectedRows += appliedRetries.size;
      expect(ledger).toHaveLength(expectedRows);
      // One notification per credited deposit and decided withdrawal, each emitted once.
      const decided = requests.filter(
        (request) =>
          request.status !== TransactionStatus.Pending &&
          request.status !== TransactionStatus.Created &&
          (request.kind === TransactionKind.Withdraw ||
            request.status === TransactionStatus.Confirmed),
      );
      const notifications = await db.selectFrom('notification').select('id').execute();
      expect(notifications).toHaveLength(decided.length);
      expect(notified).toBe(decided.length);
      for (const playerId of players) {
        const wallet = expected.get(playerId) as { balance: bigint; held: bigint };
        expect(await readWallet(db, playerId)).toEqual({
          balanceKurus: wallet.balance,
          heldKurus: wallet.held,
          bonusKurus: 0n,
        });
      }
    });
  });
}
