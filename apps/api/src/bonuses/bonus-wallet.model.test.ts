import { TransactionKind } from '@zar/api-client/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import type { SeamlessWallet, WalletStatus } from '../game-wallet/seamless-wallet';
import { createSeamlessWallet } from '../game-wallet/seamless-wallet-service';
import { ApiError } from '../http';
import { commitThenEmit, createPlayerEvents } from '../notifications';
import { auditWallets } from '../operator/wallet-audit';
import type { CheckedDetail } from '../payments/payment-detail-check';
import { findPaymentMethod, type PaymentMethodRecord } from '../payments/payment-methods';
import { operatorProvider } from '../payments/payment-providers';
import { createDeposit, createWithdrawal } from '../payments/payment-requests';
import { settlePayment } from '../payments/settlement';
import { seedDatabase } from '../seed';
import { sportsbookGameCode } from '../sportsbook/sportsbook-name';
import { lockWallet, readWallet } from '../wallet';
import { insertTestPlayers } from '../wallet/test-wallet-players';
import { expireDueBonuses } from './active-bonus-endpoints';
import { grantBonus } from './bonus-grants';
import { activeBonus, endBonus } from './bonus-wallet';
import * as model from './test-bonus-model';
import {
  completedBonusSettles,
  completedByRefundedBet,
  type Step,
  step,
  toModelRules,
  toTerms,
} from './test-bonus-steps';

/**
 * Model-based test of bonus money (issue 22): fast-check draws sequences of deposits, grants,
 * bets of every game kind, wins, rollbacks, clock jumps, forfeits and withdrawals for a new
 * player; each runs through the real services and through `test-bonus-model.ts`, and after every
 * step the wallet and the player's bonuses must be the model's. Each sequence ends with the audit.
 */

const start = new Date('2026-12-01T09:00:00Z').getTime();

/** What the seamless wallet answers for each outcome of the model. */
const betStatus: Record<string, WalletStatus> = {
  ok: 'RS_OK',
  max_bet: 'RS_ERROR_LIMIT_REACHED',
  insufficient: 'RS_ERROR_NOT_ENOUGH_MONEY',
  rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  paid: 'RS_ERROR_UNKNOWN',
};

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`bonus money against its model on ${kind}`, () => {
    let database: DatabaseHandle;
    let wallet: SeamlessWallet;
    let now = new Date(start);
    const events = createPlayerEvents();
    const services = () => ({ database, clock: () => now, events });
    let methods: { transfer: PaymentMethodRecord; bank: PaymentMethodRecord };
    let games: Record<model.ModelGameKind | 'roulette' | 'crash', string>;
    let serial = 0;
    const nextId = (name: string) => {
      serial += 1;
      return `${name}-${kind}-${serial}`;
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedDatabase(database);
      wallet = createSeamlessWallet({ database, clock: () => now, events, provider: 'model' });
      const method = async (id: number, direction: 'deposit' | 'withdraw') => {
        const found = await findPaymentMethod(database.db, id, direction);
        if (!found) throw new Error(`method ${id} is not seeded`);
        return found;
      };
      methods = { transfer: await method(2, 'deposit'), bank: await method(11, 'withdraw') };
      const catalogue = await database.db
        .selectFrom('casino_game')
        .select(['code', 'engine', 'is_live'])
        .execute();
      const first = (wanted: (game: (typeof catalogue)[number]) => boolean) => {
        const game = catalogue.find(wanted);
        if (!game) throw new Error('the seeded catalogue lacks a game kind');
        return game.code;
      };
      games = {
        slots: first((game) => !game.is_live && game.engine === 'slot'),
        roulette: first((game) => !game.is_live && game.engine === 'roulette'),
        crash: first((game) => !game.is_live && game.engine === 'crash'),
        table: first((game) => !game.is_live && game.engine !== 'slot'),
        live: first((game) => game.is_live),
        sportsbook: sportsbookGameCode,
        unknown: 'not-in-the-catalogue',
      };
    }, 120_000);
    afterAll(() => database?.close());

    /** A login and game session opened now: bets need a live one after the clock moved. */
    async function openSession(playerId: number): Promise<string> {
      const login = await database.db
        .insertInto('player_session')
        .values({
          player_id: playerId,
          token_hash: nextId('login'),
          fingerprint: null,
          ip: '127.0.0.1',
          user_agent: null,
          created_at: now,
          last_seen_at: now,
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = await wallet.openGameSession({
        playerId,
        playerSessionId: login.id,
        gameCode: games.slots,
      });
      return session.token;
    }

    /** The API error code a call threw, or 'ok'. */
    async function outcomeOf(work: () => Promise<unknown>): Promise<string> {
      try {
        await work();
        return 'ok';
      } catch (error) {
        if (error instanceof ApiError) return error.code;
        throw error;
      }
    }

    /** The wallet and the player's bonuses as stored, a bonus past its date read as expired. */
    async function observed(playerId: number) {
      const stored = await readWallet(database.db, playerId);
      const rows = await database.db
        .selectFrom('player_bonus')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('id')
        .execute();
      const due = rows.find(
        (row) => row.status === 'active' && row.expires_at.getTime() <= now.getTime(),
      );
      return {
        cashKurus: stored.balanceKurus,
        heldKurus: stored.heldKurus,
        bonusKurus: due ? 0n : stored.bonusKurus,
        bonuses: rows.map((row) => ({
          id: row.id,
          status: row === due ? 'expired' : row.status,
          wageredKurus: row.wagered_kurus,
          // Not yet taken out of a bonus that is due: the next step or the sweep does it.
          ...(row === due
            ? {}
            : { convertedKurus: row.converted_kurus, removedKurus: row.removed_kurus }),
        })),
        due: due?.id,
      };
    }

    function expected(state: model.ModelWallet, due: number | undefined) {
      return {
        cashKurus: state.cashKurus,
        heldKurus: state.heldKurus,
        bonusKurus: state.bonusKurus,
        bonuses: state.bonuses.map((bonus) => ({
          id: bonus.id,
          status: bonus.status,
          wageredKurus: bonus.wageredKurus,
          ...(bonus.id === due
            ? {}
            : { convertedKurus: bonus.convertedKurus, removedKurus: bonus.removedKurus }),
        })),
        due,
      };
    }

    async function runSequence(steps: Step[]): Promise<void> {
      now = new Date(start);
      const [playerId] = await insertTestPlayers(database.db, 1);
      if (playerId === undefined) throw new Error('no player');
      let token = await openSession(playerId);
      let state = model.emptyWallet(now.getTime());
      const apply = <T extends string>(work: (copy: model.ModelWallet) => T): T => {
        const result = model.attempt(state, work);
        state = result.wallet;
        return result.outcome;
      };
      const pickBet = (back: number) =>
        state.bets[state.bets.length - 1 - (back % Math.max(state.bets.length, 1))];

      for (const [index, next] of steps.entries()) {
        const at = `step ${index} ${JSON.stringify(next, (_key, value) => (typeof value === 'bigint' ? `${value}n` : value))}`;
        switch (next.type) {
          case 'deposit': {
            const checked: CheckedDetail = {
              amountKurus: next.amount,
              stored: { amount: Number(next.amount) / 100 },
            };
            const { id } = await createDeposit(database.db, operatorProvider, {
              playerId,
              method: methods.transfer,
              checked,
              locale: 'tr',
              now,
            });
            await settlePayment(database.db, {
              id,
              kind: TransactionKind.Deposit,
              decision: 'approve',
              now,
              events,
            });
            apply((copy) => model.deposit(copy, next.amount));
            break;
          }
          case 'grant': {
            const real = await outcomeOf(() =>
              grantBonus(database.db, events, {
                playerId,
                kind: 'offer',
                offerId: 1,
                amountKurus: next.amount,
                rules: toTerms(next.rules),
                ledgerKey: nextId('model-bonus'),
                name: { tr: 'Model', en: 'Model' },
                now,
              }),
            );
            const newest = await database.db
              .selectFrom('player_bonus')
              .select('id')
              .where('player_id', '=', playerId)
              .orderBy('id', 'desc')
              .executeTakeFirst();
            const outcome = apply((copy) =>
              model.grant(copy, {
                id: newest?.id ?? -1,
                amount: next.amount,
                rules: toModelRules(next.rules),
              }),
            );
            expect(real, at).toBe(outcome);
            break;
          }
          case 'bet': {
            const gameKind: model.ModelGameKind =
              next.kind === 'roulette' || next.kind === 'crash' ? 'table' : next.kind;
            const placed = {
              transactionId: nextId('bet'),
              roundId: nextId('round'),
              gameCode: games[next.kind],
              amountKurus: next.amount,
            };
            const answer = await wallet.bet({
              token,
              ...placed,
              ...(next.kind === 'sportsbook' ? { odds: next.oddsHundredths / 100 } : {}),
            });
            const outcome = apply((copy) =>
              model.bet(copy, { ...placed, kind: gameKind, oddsHundredths: next.oddsHundredths }),
            );
            expect(answer.status, at).toBe(betStatus[outcome]);
            break;
          }
          case 'win': {
            const taken = pickBet(next.pick);
            if (!taken) break;
            const answer = await wallet.win({
              token,
              transactionId: nextId('win'),
              roundId: taken.roundId,
              gameCode: taken.gameCode,
              referenceTransactionId: taken.transactionId,
              amountKurus: next.amount,
            });
            const outcome = apply((copy) => model.win(copy, taken, next.amount));
            expect(answer.status, at).toBe(betStatus[outcome]);
            break;
          }
          case 'rollback': {
            const taken = pickBet(next.pick);
            if (!taken) break;
            const answer = await wallet.rollback({
              token,
              transactionId: nextId('rollback'),
              roundId: taken.roundId,
              gameCode: taken.gameCode,
              referenceTransactionId: taken.transactionId,
            });
            const outcome = apply((copy) => model.rollback(copy, taken));
            expect(answer.status, at).toBe(betStatus[outcome]);
            break;
          }
          case 'advance': {
            now = new Date(now.getTime() + next.ms);
            model.advance(state, next.ms);
            if (next.sweep) await expireDueBonuses(services());
            token = await openSession(playerId);
            break;
          }
          case 'forfeit': {
            // As POST bonus/forfeit does it.
            await commitThenEmit(database.db, events, async (trx, pending) => {
              await lockWallet(trx, playerId);
              const bonus = await activeBonus(trx, pending, playerId, now);
              if (bonus) await endBonus(trx, pending, bonus, 'forfeited', now);
            });
            apply((copy) => model.forfeit(copy));
            break;
          }
          case 'withdraw': {
            const real = await outcomeOf(() =>
              createWithdrawal(
                database.db,
                operatorProvider,
                {
                  playerId,
                  method: methods.bank,
                  checked: { amountKurus: next.amount, stored: { amount: 1 } },
                  locale: 'tr',
                  now,
                  forfeitBonus: next.forfeitBonus,
                },
                events,
              ),
            );
            const outcome = apply((copy) =>
              model.withdraw(copy, { amount: next.amount, forfeitBonus: next.forfeitBonus }),
            );
            expect(real, at).toBe(
              outcome === 'insufficient'
                ? 'insufficient_balance'
                : outcome === 'forfeit_required'
                  ? 'bonus_forfeit_required'
                  : outcome,
            );
            break;
          }
        }
        const seen = await observed(playerId);
        expect(seen, at).toEqual(expected(state, seen.due));
      }
      const audit = await auditWallets(database.db);
      expect(audit.violations).toEqual([]);
    }

    it('keeps cash, the bonus pocket, held money and every bonus as the model does, step by step', {
      timeout: 240_000,
    }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), runSequence),
        { numRuns: 60, examples: [[completedBonusSettles], [completedByRefundedBet]] },
      );
    });
  });
}
