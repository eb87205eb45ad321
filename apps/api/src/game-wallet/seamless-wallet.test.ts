import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import { createPlayerEvents } from '../notifications';
import { findLedgerMismatches, postLedgerEntry, readWallet } from '../wallet';
import { insertTestPlayers } from '../wallet/test-wallet-players';
import type { SeamlessWallet } from './seamless-wallet';
import {
  createSeamlessWallet,
  gameSessionLifetimeMs,
  maskWinnerName,
} from './seamless-wallet-service';

/** A funded player with a live login and an open game session. */
async function playerWithSession(
  database: DatabaseHandle,
  wallet: SeamlessWallet,
  balanceKurus: bigint,
) {
  const [playerId] = await insertTestPlayers(database.db, 1);
  if (playerId === undefined) throw new Error('no player');
  const now = new Date();
  const login = await database.db
    .insertInto('player_session')
    .values({
      player_id: playerId,
      token_hash: `login-${playerId}-${Math.random()}`,
      fingerprint: null,
      ip: '127.0.0.1',
      user_agent: null,
      created_at: now,
      last_seen_at: now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (balanceKurus > 0n) {
    await postLedgerEntry(database.db, {
      playerId,
      kind: 'deposit',
      amountKurus: balanceKurus,
      idempotencyKey: `seed:${playerId}`,
    });
  }
  const session = await wallet.openGameSession({
    playerId,
    playerSessionId: login.id,
    gameCode: 'zar-slot',
  });
  return { playerId, loginId: login.id, token: session.token };
}

for (const engine of testEngines) {
  describe.skipIf(engine.skipReason !== null)(`seamless wallet on ${engine.kind}`, () => {
    let database: DatabaseHandle;
    let wallet: SeamlessWallet;
    let now = new Date();
    const balances: number[] = [];
    let serial = 0;
    const nextId = (name: string) => {
      serial += 1;
      return `${name}-${engine.kind}-${serial}`;
    };

    beforeAll(async () => {
      database = await openTestDatabase(engine.kind);
      const events = createPlayerEvents();
      events.on('balance', ({ playerId }) => {
        balances.push(playerId);
      });
      wallet = createSeamlessWallet({
        database,
        clock: () => now,
        events,
        provider: 'test',
      });
    });
    afterAll(async () => {
      await database.close();
    });

    const call = (token: string, round: string, gameCode = 'zar-slot') => ({
      token,
      roundId: round,
      gameCode,
    });

    it('takes a bet and pays its win, answering the balance each time and pushing it', async () => {
      const player = await playerWithSession(database, wallet, 10_000n);
      const round = nextId('round');
      const bet = nextId('bet');
      const before = balances.length;
      const placed = await wallet.bet({
        ...call(player.token, round),
        transactionId: bet,
        amountKurus: 1_000n,
      });
      expect(placed).toMatchObject({ status: 'RS_OK', balanceKurus: 9_000n, currency: 'TRY' });
      expect(placed.user).toMatch(/^w/);
      const paid = await wallet.win({
        ...call(player.token, round),
        transactionId: nextId('win'),
        referenceTransactionId: bet,
        amountKurus: 2_500n,
      });
      expect(paid).toMatchObject({ status: 'RS_OK', balanceKurus: 11_500n });
      expect(balances.slice(before)).toEqual([player.playerId, player.playerId]);
      expect((await wallet.balance(player.token)).balanceKurus).toBe(11_500n);
    });

    it('answers an identical replay with the first result and moves nothing', async () => {
      const player = await playerWithSession(database, wallet, 5_000n);
      const round = nextId('round');
      const bet = { ...call(player.token, round), transactionId: nextId('bet'), amountKurus: 700n };
      expect(await wallet.bet(bet)).toMatchObject({ status: 'RS_OK', balanceKurus: 4_300n });
      expect(await wallet.bet(bet)).toMatchObject({ status: 'RS_OK', balanceKurus: 4_300n });
      const win = {
        ...call(player.token, round),
        transactionId: nextId('win'),
        referenceTransactionId: bet.transactionId,
        amountKurus: 300n,
      };
      await wallet.win(win);
      expect(await wallet.win(win)).toMatchObject({ status: 'RS_OK', balanceKurus: 4_600n });
    });

    it('refuses the same id with another amount, round, player or kind as a duplicate', async () => {
      const player = await playerWithSession(database, wallet, 5_000n);
      const other = await playerWithSession(database, wallet, 5_000n);
      const round = nextId('round');
      const id = nextId('bet');
      await wallet.bet({ ...call(player.token, round), transactionId: id, amountKurus: 500n });
      const duplicates = [
        wallet.bet({ ...call(player.token, round), transactionId: id, amountKurus: 501n }),
        wallet.bet({
          ...call(player.token, nextId('round')),
          transactionId: id,
          amountKurus: 500n,
        }),
        wallet.bet({ ...call(other.token, round), transactionId: id, amountKurus: 500n }),
        wallet.win({
          ...call(player.token, round),
          transactionId: id,
          referenceTransactionId: id,
          amountKurus: 500n,
        }),
      ];
      for (const answer of await Promise.all(duplicates)) {
        expect(answer.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      }
      expect((await readWallet(database.db, player.playerId)).balanceKurus).toBe(4_500n);
      expect((await readWallet(database.db, other.playerId)).balanceKurus).toBe(5_000n);
    });

    it('refuses a bet over the balance with the actual balance, writing nothing', async () => {
      const player = await playerWithSession(database, wallet, 1_000n);
      const answer = await wallet.bet({
        ...call(player.token, nextId('round')),
        transactionId: nextId('bet'),
        amountKurus: 1_001n,
      });
      expect(answer).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balanceKurus: 1_000n });
      const rows = await database.db
        .selectFrom('game_transaction')
        .select('id')
        .where('player_id', '=', player.playerId)
        .execute();
      expect(rows).toEqual([]);
    });

    it('pays a win only for a known bet of the same player and round', async () => {
      const player = await playerWithSession(database, wallet, 2_000n);
      const round = nextId('round');
      const bet = nextId('bet');
      await wallet.bet({ ...call(player.token, round), transactionId: bet, amountKurus: 100n });
      const unknown = await wallet.win({
        ...call(player.token, round),
        transactionId: nextId('win'),
        referenceTransactionId: 'no-such-bet',
        amountKurus: 100n,
      });
      const otherRound = await wallet.win({
        ...call(player.token, nextId('round')),
        transactionId: nextId('win'),
        referenceTransactionId: bet,
        amountKurus: 100n,
      });
      expect(unknown.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(otherRound.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(otherRound.balanceKurus).toBe(1_900n);
    });

    it('bet → rollback refunds once; a repeated rollback, by any id, changes nothing', async () => {
      const player = await playerWithSession(database, wallet, 3_000n);
      const round = nextId('round');
      const bet = nextId('bet');
      await wallet.bet({ ...call(player.token, round), transactionId: bet, amountKurus: 800n });
      const rollback = {
        ...call(player.token, round),
        transactionId: nextId('rollback'),
        referenceTransactionId: bet,
      };
      expect(await wallet.rollback(rollback)).toMatchObject({
        status: 'RS_OK',
        balanceKurus: 3_000n,
      });
      expect(await wallet.rollback(rollback)).toMatchObject({
        status: 'RS_OK',
        balanceKurus: 3_000n,
      });
      const another = await wallet.rollback({ ...rollback, transactionId: nextId('rollback') });
      expect(another).toMatchObject({ status: 'RS_OK', balanceKurus: 3_000n });
      const win = await wallet.win({
        ...call(player.token, round),
        transactionId: nextId('win'),
        referenceTransactionId: bet,
        amountKurus: 900n,
      });
      expect(win).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
        balanceKurus: 3_000n,
      });
    });

    it('a rollback before its bet is remembered, answers its retry RS_OK, and the late bet is refused', async () => {
      const player = await playerWithSession(database, wallet, 3_000n);
      const round = nextId('round');
      const bet = nextId('bet');
      const earlyId = nextId('rollback');
      const early = await wallet.rollback({
        ...call(player.token, round),
        transactionId: earlyId,
        referenceTransactionId: bet,
      });
      expect(early).toMatchObject({ status: 'RS_OK', balanceKurus: 3_000n });
      const retried = await wallet.rollback({
        ...call(player.token, round),
        transactionId: earlyId,
        referenceTransactionId: bet,
      });
      expect(retried).toMatchObject({ status: 'RS_OK', balanceKurus: 3_000n });
      const late = await wallet.bet({
        ...call(player.token, round),
        transactionId: bet,
        amountKurus: 500n,
      });
      expect(late).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
        balanceKurus: 3_000n,
      });
    });

    it('bet → win → rollback is refused: a paid round is settled', async () => {
      const player = await playerWithSession(database, wallet, 3_000n);
      const round = nextId('round');
      const bet = nextId('bet');
      await wallet.bet({ ...call(player.token, round), transactionId: bet, amountKurus: 500n });
      await wallet.win({
        ...call(player.token, round),
        transactionId: nextId('win'),
        referenceTransactionId: bet,
        amountKurus: 1_000n,
      });
      const rollback = await wallet.rollback({
        ...call(player.token, round),
        transactionId: nextId('rollback'),
        referenceTransactionId: bet,
      });
      expect(rollback).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balanceKurus: 3_500n });
    });

    it('a zero win closes a round without moving money; a loss can still be rolled back', async () => {
      const player = await playerWithSession(database, wallet, 1_000n);
      const round = nextId('round');
      const bet = nextId('bet');
      await wallet.bet({ ...call(player.token, round), transactionId: bet, amountKurus: 400n });
      const closed = await wallet.win({
        ...call(player.token, round),
        transactionId: nextId('win'),
        referenceTransactionId: bet,
        amountKurus: 0n,
        roundClosed: true,
      });
      expect(closed).toMatchObject({ status: 'RS_OK', balanceKurus: 600n });
      const rollback = await wallet.rollback({
        ...call(player.token, round),
        transactionId: nextId('rollback'),
        referenceTransactionId: bet,
      });
      expect(rollback).toMatchObject({ status: 'RS_OK', balanceKurus: 1_000n });
    });

    it('refuses unknown, ended and expired tokens', async () => {
      const player = await playerWithSession(database, wallet, 1_000n);
      const bet = (token: string) =>
        wallet.bet({
          ...call(token, nextId('round')),
          transactionId: nextId('bet'),
          amountKurus: 1n,
        });
      expect((await bet('not-a-token')).status).toBe('RS_ERROR_INVALID_TOKEN');
      expect((await bet('')).status).toBe('RS_ERROR_INVALID_TOKEN');
      now = new Date(Date.now() + gameSessionLifetimeMs + 1000);
      expect((await bet(player.token)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      now = new Date();
      await database.db
        .updateTable('player_session')
        .set({ revoked_at: new Date() })
        .where('id', '=', player.loginId)
        .execute();
      expect((await bet(player.token)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect(await wallet.findGameSession(player.token)).toBeNull();
      expect((await readWallet(database.db, player.playerId)).balanceKurus).toBe(1_000n);
    });

    it('pays a win and refunds a rollback of a bet taken before the session ended', async () => {
      const player = await playerWithSession(database, wallet, 1_000n);
      const round = nextId('round');
      const [first, second] = [nextId('bet'), nextId('bet')];
      await wallet.bet({ ...call(player.token, round), transactionId: first, amountKurus: 300n });
      await wallet.bet({ ...call(player.token, round), transactionId: second, amountKurus: 200n });
      await database.db
        .updateTable('player_session')
        .set({ revoked_at: new Date() })
        .where('id', '=', player.loginId)
        .execute();
      const win = await wallet.win({
        ...call(player.token, round),
        transactionId: nextId('win'),
        referenceTransactionId: first,
        amountKurus: 900n,
      });
      expect(win).toMatchObject({ status: 'RS_OK', balanceKurus: 1_400n });
      const rollback = await wallet.rollback({
        ...call(player.token, round),
        transactionId: nextId('rollback'),
        referenceTransactionId: second,
      });
      expect(rollback).toMatchObject({ status: 'RS_OK', balanceKurus: 1_600n });
    });

    it('keeps the ledger whole while 20 players bet, win and roll back at once, with retries', async () => {
      const players = await Promise.all(
        Array.from({ length: 20 }, () => playerWithSession(database, wallet, 20_000n)),
      );
      let seed = 7;
      const random = (below: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % below;
      };
      const expected = new Map<number, bigint>(players.map((p) => [p.playerId, 20_000n]));
      await Promise.all(
        players.map(async (player, index) => {
          for (let step = 0; step < 25; step += 1) {
            const round = `${nextId('load')}-${index}`;
            const bet = {
              ...call(player.token, round),
              transactionId: `${round}-bet`,
              amountKurus: BigInt(100 + random(900)),
            };
            const answers = await Promise.all([wallet.bet(bet), wallet.bet(bet)]);
            const placed = answers.every((answer) => answer.status === 'RS_OK');
            if (!placed) continue;
            let change = -bet.amountKurus;
            const roll = random(3);
            if (roll === 0) {
              const win = {
                ...call(player.token, round),
                transactionId: `${round}-win`,
                referenceTransactionId: bet.transactionId,
                amountKurus: BigInt(random(3_000)),
              };
              await Promise.all([wallet.win(win), wallet.win(win)]);
              change += win.amountKurus;
            } else if (roll === 1) {
              const rollback = {
                ...call(player.token, round),
                transactionId: `${round}-rollback`,
                referenceTransactionId: bet.transactionId,
              };
              await Promise.all([
                wallet.rollback(rollback),
                wallet.rollback({ ...rollback, transactionId: `${round}-rollback-2` }),
              ]);
              change = 0n;
            }
            expected.set(player.playerId, (expected.get(player.playerId) ?? 0n) + change);
          }
        }),
      );
      for (const player of players) {
        const state = await readWallet(database.db, player.playerId);
        expect(state.balanceKurus).toBe(expected.get(player.playerId));
        expect(state.balanceKurus >= 0n).toBe(true);
      }
      expect(await findLedgerMismatches(database.db)).toEqual([]);
    }, 180_000);
  });
}

describe('maskWinnerName', () => {
  it('shows the first two letters, the last one and the surname initial', () => {
    expect(maskWinnerName('Ahmet', 'Kaya')).toBe('Ah***t K.');
    expect(maskWinnerName('Can', 'öztürk')).toBe('C*** Ö.');
    expect(maskWinnerName('İlkay', '')).toBe('İl***y');
  });
});
