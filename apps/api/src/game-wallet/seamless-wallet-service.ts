import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  BonusBetRefused,
  creditWin,
  refundBet,
  type TakenBetRecord,
  takeBet,
} from '../bonuses/bonus-wallet';
import type { Database, DatabaseHandle } from '../db';
import { walletEntries } from '../metrics/domain-metrics';
import { commitThenEmit, type PendingPlayerEvents, type PlayerEvents } from '../notifications';
import { sessionLifetimeMs } from '../sessions';
import { lockWallet, playableKurus, readWallet, WalletError, walletCurrency } from '../wallet';
import { decidedRoundBatches } from './decided-round-batches';
import type { GameTransactionTable } from './game-wallet-tables';
import type {
  BetCall,
  DecidedRound,
  DecidedRoundResult,
  GameSession,
  RollbackCall,
  SeamlessWallet,
  WalletAnswer,
  WalletCall,
  WalletStatus,
  WinCall,
} from './seamless-wallet';

/** How long a game session lasts at most, even while its login stays live. */
export const gameSessionLifetimeMs = 12 * 60 * 60_000;

/** A win at least this big (kuruş) is listed among the top winners. */
export const topWinnerMinimumKurus = 1000n;

/**
 * A seam for the responsible-gambling limits: asked inside the bet's transaction, after the
 * player's wallet is locked; a status other than null refuses the bet with it (e.g.
 * `RS_ERROR_LIMIT_REACHED`, `RS_ERROR_USER_DISABLED`). Default: every bet is allowed.
 */
export type BetGuard = (
  trx: Transaction<Database>,
  playerId: number,
  amountKurus: bigint,
) => Promise<WalletStatus | null>;

export interface SeamlessWalletOptions {
  database: DatabaseHandle;
  clock: () => Date;
  events: PlayerEvents;
  /** The provider whose transaction ids this wallet keys on, e.g. `zar-demo`, `hub88`. */
  provider: string;
  betGuard?: BetGuard;
}

type TransactionRow = Selectable<GameTransactionTable>;

/** A refusal decided inside a transaction: the transaction rolls back and this is answered. */
class Refusal extends Error {
  constructor(
    readonly status: WalletStatus,
    /** The largest bet a bonus being wagered allows, when that refused it. */
    readonly maxBetKurus?: bigint,
  ) {
    super(status);
  }
}

/** A bet row as the bonus money steps read it. */
function takenBet(row: TransactionRow): TakenBetRecord {
  return {
    playerId: row.player_id,
    amountKurus: row.amount_kurus,
    bonusId: row.bonus_id,
    bonusPartKurus: row.bonus_part_kurus,
    wageredKurus: row.wagered_kurus,
  };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The seamless wallet of one provider (semantics in `seamless-wallet.ts`). Every money call runs
 * in one transaction that first locks the player's wallet row, so the calls of one player take
 * turns and a bet, its win and its rollback can never interleave; the ledger's idempotency keys
 * (`game:<provider>:<transaction id>`, and `…:<bet id>:rollback` for the refund) make sure money
 * moves at most once even if a row check were missed.
 */
export function createSeamlessWallet(options: SeamlessWalletOptions): SeamlessWallet {
  const { database, clock, events, provider, betGuard } = options;
  const db = database.db;
  const decidedRounds = decidedRoundBatches(db, provider);

  /**
   * The session of a token; a session that ended (logout, expiry) only when `ended` is allowed:
   * wins and rollbacks of bets taken while it was live must still settle, as aggregators require.
   */
  async function lookUpSession(token: string, ended: boolean): Promise<GameSession | null> {
    if (token.length === 0 || token.length > 200) return null;
    const row = await db
      .selectFrom('game_session as game')
      .innerJoin('player_session as login', 'login.id', 'game.player_session_id')
      .innerJoin('player', 'player.id', 'game.player_id')
      .select([
        'game.player_id',
        'game.game_code',
        'game.expires_at',
        'login.revoked_at',
        'login.ends_at',
        'login.created_at',
        'player.usercode',
      ])
      .where('game.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return null;
    const now = clock().getTime();
    // A login closed by the player's session time limit or past its lifetime takes no more bets,
    // even before the sessions' sweep marks it revoked.
    const live =
      row.revoked_at === null &&
      row.expires_at.getTime() > now &&
      (row.ends_at === null || row.ends_at.getTime() > now) &&
      now - row.created_at.getTime() < sessionLifetimeMs;
    if (!live && !ended) return null;
    return { token, playerId: row.player_id, userCode: row.usercode, gameCode: row.game_code };
  }

  const findGameSession = (token: string) => lookUpSession(token, false);

  /** The session of a call, or the status that refuses it. */
  async function sessionOf(token: string, ended = false): Promise<GameSession | WalletStatus> {
    if (token.length === 0 || token.length > 200) return 'RS_ERROR_INVALID_TOKEN';
    const session = await lookUpSession(token, ended);
    if (session) return session;
    const known = await db
      .selectFrom('game_session')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    return known ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_ERROR_INVALID_TOKEN';
  }

  /** The answer to a call: the player can bet with cash and bonus money, so both count. */
  async function answer(
    session: GameSession,
    status: WalletStatus,
    extra: Pick<WalletAnswer, 'maxBetKurus'> = {},
  ): Promise<WalletAnswer> {
    const balance = playableKurus(await readWallet(db, session.playerId));
    return {
      status,
      user: session.userCode,
      balanceKurus: balance,
      currency: walletCurrency,
      ...extra,
    };
  }

  /**
   * Runs a money call: checks the token, locks the player's wallet, runs `work`; a `Refusal`
   * rolls everything back and answers its status with the balance as it is.
   */
  async function moneyCall(
    call: WalletCall,
    work: (
      trx: Transaction<Database>,
      session: GameSession,
      pending: PendingPlayerEvents,
    ) => Promise<WalletStatus>,
    { settles = false }: { settles?: boolean } = {},
  ): Promise<WalletAnswer> {
    const session = await sessionOf(call.token, settles);
    if (typeof session === 'string') return { status: session, currency: walletCurrency };
    if (!validIds(call)) return answer(session, 'RS_ERROR_WRONG_TYPES');
    try {
      const status = await commitThenEmit(db, events, async (trx, pending) => {
        await lockWallet(trx, session.playerId);
        return work(trx, session, pending);
      });
      return answer(session, status);
    } catch (error) {
      if (error instanceof Refusal) {
        return answer(
          session,
          error.status,
          error.maxBetKurus === undefined ? {} : { maxBetKurus: error.maxBetKurus },
        );
      }
      throw error;
    }
  }

  async function findTransaction(trx: Kysely<Database>, transactionId: string) {
    return trx
      .selectFrom('game_transaction')
      .selectAll()
      .where('provider', '=', provider)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
  }

  async function record(
    trx: Transaction<Database>,
    values: {
      call: WalletCall;
      playerId: number;
      kind: TransactionRow['kind'];
      status: TransactionRow['status'];
      amountKurus: bigint;
      reference?: string | null;
      ledgerId?: bigint | null;
      taken?: Omit<TakenBetRecord, 'playerId' | 'amountKurus'>;
    },
  ): Promise<void> {
    // The balance after the call is read by the insert itself (a subquery), so recording it is
    // one round trip while the wallet row stays locked.
    await trx
      .insertInto('game_transaction')
      .values({
        provider,
        transaction_id: values.call.transactionId,
        player_id: values.playerId,
        kind: values.kind,
        status: values.status,
        round_id: values.call.roundId,
        game_code: values.call.gameCode,
        amount_kurus: values.amountKurus,
        reference_transaction_id: values.reference ?? null,
        round_closed: values.call.roundClosed ?? false,
        ledger_id: values.ledgerId ?? null,
        balance_after: (eb) =>
          eb
            .selectFrom('wallet_account')
            .select((inner) =>
              inner('balance_kurus', '+', inner.ref('bonus_kurus')).as('balance_after'),
            )
            .where('player_id', '=', values.playerId),
        created_at: clock(),
        bonus_id: values.taken?.bonusId ?? null,
        bonus_part_kurus: values.taken?.bonusPartKurus ?? 0n,
        wagered_kurus: values.taken?.wageredKurus ?? 0n,
      })
      .execute();
  }

  /** The status of a transaction id seen before: a faithful replay is OK, anything else not. */
  function replayStatus(
    earlier: TransactionRow,
    expected: Partial<Pick<TransactionRow, 'kind' | 'round_id' | 'reference_transaction_id'>> & {
      playerId: number;
      amountKurus?: bigint;
    },
  ): WalletStatus {
    const same =
      earlier.player_id === expected.playerId &&
      (expected.kind === undefined || earlier.kind === expected.kind) &&
      (expected.round_id === undefined || earlier.round_id === expected.round_id) &&
      (expected.reference_transaction_id === undefined ||
        earlier.reference_transaction_id === expected.reference_transaction_id) &&
      (expected.amountKurus === undefined || earlier.amount_kurus === expected.amountKurus);
    // A rollback that came before its bet (a tombstone) replays like any other: the provider
    // retries it until it hears RS_OK.
    return same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION';
  }

  const ledgerKey = (transactionId: string) => `game:${provider}:${transactionId}`;

  /** A bet inside its transaction, the player's wallet locked. */
  async function placeBet(
    trx: Transaction<Database>,
    session: GameSession,
    pending: PendingPlayerEvents,
    call: BetCall,
  ): Promise<WalletStatus> {
    if (call.amountKurus <= 0n) return 'RS_ERROR_WRONG_TYPES';
    // The id seen before, or a rollback that came before the bet: one read.
    const seen = await trx
      .selectFrom('game_transaction')
      .selectAll()
      .where('provider', '=', provider)
      .where((eb) =>
        eb.or([
          eb('transaction_id', '=', call.transactionId),
          eb.and([
            eb('kind', '=', 'rollback'),
            eb('reference_transaction_id', '=', call.transactionId),
          ]),
        ]),
      )
      .execute();
    const earlier = seen.find((row) => row.transaction_id === call.transactionId);
    if (earlier) {
      return replayStatus(earlier, {
        playerId: session.playerId,
        kind: 'bet',
        round_id: call.roundId,
        amountKurus: call.amountKurus,
      });
    }
    if (seen.length > 0) return 'RS_ERROR_TRANSACTION_ROLLED_BACK';
    const refused = betGuard ? await betGuard(trx, session.playerId, call.amountKurus) : null;
    if (refused) throw new Refusal(refused);
    try {
      const taken = await takeBet(trx, pending, {
        playerId: session.playerId,
        amountKurus: call.amountKurus,
        idempotencyKey: ledgerKey(call.transactionId),
        reference: `round:${provider}:${call.roundId}`,
        gameCode: call.gameCode,
        ...(call.odds === undefined ? {} : { odds: call.odds }),
        now: clock(),
      });
      await record(trx, {
        call,
        playerId: session.playerId,
        kind: 'bet',
        status: 'done',
        amountKurus: call.amountKurus,
        ledgerId: taken.ledgerId,
        taken,
      });
    } catch (error) {
      if (error instanceof WalletError && error.code === 'insufficient_funds') {
        throw new Refusal('RS_ERROR_NOT_ENOUGH_MONEY');
      }
      if (error instanceof BonusBetRefused) {
        throw new Refusal('RS_ERROR_LIMIT_REACHED', error.maxBetKurus);
      }
      throw error;
    }
    pending.balance(session.playerId);
    return 'RS_OK';
  }

  /** A win inside its transaction, the player's wallet locked. */
  async function payWin(
    trx: Transaction<Database>,
    session: GameSession,
    pending: PendingPlayerEvents,
    call: WinCall,
  ): Promise<WalletStatus> {
    if (call.amountKurus < 0n) return 'RS_ERROR_WRONG_TYPES';
    // The win's id seen before and the bet it pays: one read.
    const seen = await trx
      .selectFrom('game_transaction')
      .selectAll()
      .where('provider', '=', provider)
      .where('transaction_id', 'in', [call.transactionId, call.referenceTransactionId])
      .execute();
    const earlier = seen.find((row) => row.transaction_id === call.transactionId);
    if (earlier) {
      return replayStatus(earlier, {
        playerId: session.playerId,
        kind: 'win',
        round_id: call.roundId,
        reference_transaction_id: call.referenceTransactionId,
        amountKurus: call.amountKurus,
      });
    }
    const bet = seen.find((row) => row.transaction_id === call.referenceTransactionId);
    if (
      bet?.kind !== 'bet' ||
      bet.player_id !== session.playerId ||
      bet.round_id !== call.roundId
    ) {
      return 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
    }
    if (bet.status === 'rolled_back') return 'RS_ERROR_TRANSACTION_ROLLED_BACK';
    let ledgerId: bigint | null = null;
    if (call.amountKurus > 0n) {
      ledgerId = await creditWin(
        trx,
        pending,
        {
          bet: takenBet(bet),
          amountKurus: call.amountKurus,
          idempotencyKey: ledgerKey(call.transactionId),
          reference: `round:${provider}:${call.roundId}`,
        },
        clock(),
      );
      pending.balance(session.playerId);
      if (call.amountKurus >= topWinnerMinimumKurus) {
        await listTopWinner(trx, session.playerId, call.gameCode, call.amountKurus, clock());
      }
    }
    await record(trx, {
      call,
      playerId: session.playerId,
      kind: 'win',
      status: 'done',
      amountKurus: call.amountKurus,
      reference: call.referenceTransactionId,
      ledgerId,
    });
    return 'RS_OK';
  }

  return {
    async openGameSession({ playerId, playerSessionId, gameCode }) {
      const token = randomBytes(24).toString('base64url');
      const now = clock();
      await db
        .insertInto('game_session')
        .values({
          token_hash: hashToken(token),
          player_id: playerId,
          player_session_id: playerSessionId,
          game_code: gameCode,
          created_at: now,
          expires_at: new Date(now.getTime() + gameSessionLifetimeMs),
        })
        .execute();
      const player = await db
        .selectFrom('player')
        .select('usercode')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow();
      return { token, playerId, userCode: player.usercode, gameCode };
    },

    findGameSession,

    async balance(token) {
      const session = await sessionOf(token);
      if (typeof session === 'string') return { status: session, currency: walletCurrency };
      return answer(session, 'RS_OK');
    },

    bet(call: BetCall) {
      return moneyCall(call, (trx, session, pending) => placeBet(trx, session, pending, call));
    },

    win(call: WinCall) {
      return moneyCall(call, (trx, session, pending) => payWin(trx, session, pending, call), {
        settles: true,
      });
    },

    async playRound(token, play) {
      const session = await sessionOf(token);
      if (typeof session === 'string') {
        return { ok: false, answer: { status: session, currency: walletCurrency } };
      }
      try {
        return await commitThenEmit(db, events, async (trx, pending) => {
          await lockWallet(trx, session.playerId);
          /** Runs one money call in the round's transaction; anything but RS_OK ends the round. */
          const step = async <C extends WalletCall>(
            call: Omit<C, 'token'>,
            work: (
              trx: Transaction<Database>,
              s: GameSession,
              p: PendingPlayerEvents,
              call: C,
            ) => Promise<WalletStatus>,
          ) => {
            const full = { ...call, token } as C;
            const status = validIds(full)
              ? await work(trx, session, pending, full)
              : 'RS_ERROR_WRONG_TYPES';
            if (status !== 'RS_OK') throw new Refusal(status);
          };
          const value = await play({
            trx,
            session,
            bet: (call) => step<BetCall>(call, placeBet),
            win: (call) => step<WinCall>(call, payWin),
          });
          // The locked row as this transaction's posts left it: no read after the commit.
          const wallet = await lockWallet(trx, session.playerId);
          return { ok: true as const, value, balanceKurus: wallet.cashKurus + wallet.bonusKurus };
        });
      } catch (error) {
        if (error instanceof Refusal) {
          const maxBet = error.maxBetKurus === undefined ? {} : { maxBetKurus: error.maxBetKurus };
          return { ok: false, answer: await answer(session, error.status, maxBet) };
        }
        throw error;
      }
    },

    async playDecidedRound(token: string, round: DecidedRound): Promise<DecidedRoundResult> {
      // A top win is listed with the player's masked name: playRound does that.
      if (token.length === 0 || token.length > 200 || round.winKurus >= topWinnerMinimumKurus) {
        return { status: 'other' };
      }
      const row = await decidedRounds.play({
        tokenHash: hashToken(token),
        loginBornAfter: new Date(round.at.getTime() - sessionLifetimeMs),
        round,
      });
      if (row?.o_status !== 'played' || row.o_round_id === null || row.o_player_id === null) {
        return { status: row?.o_status === 'stale' ? 'stale' : 'other' };
      }
      walletEntries.inc({ kind: 'bet', pocket: 'cash' });
      if (round.winKurus > 0n) walletEntries.inc({ kind: 'win', pocket: 'cash' });
      // A lone round kept the wallet trigger's notify out of its commit: the hub announces it.
      events.emit('balance', { playerId: row.o_player_id, unannounced: row.announced !== true });
      return {
        status: 'played',
        roundId: row.o_round_id,
        balanceKurus: BigInt(row.o_balance ?? 0),
      };
    },

    rollback(call: RollbackCall) {
      return moneyCall(
        call,
        async (trx, session, pending) => {
          const earlier = await findTransaction(trx, call.transactionId);
          if (earlier) {
            return replayStatus(earlier, {
              playerId: session.playerId,
              kind: 'rollback',
              reference_transaction_id: call.referenceTransactionId,
            });
          }
          const bet = await findTransaction(trx, call.referenceTransactionId);
          const base = {
            call,
            playerId: session.playerId,
            kind: 'rollback' as const,
            reference: call.referenceTransactionId,
          };
          if (!bet) {
            // Before its bet: remembered, so the late bet is refused.
            await record(trx, { ...base, status: 'tombstone', amountKurus: 0n });
            return 'RS_OK';
          }
          if (bet.kind !== 'bet' || bet.player_id !== session.playerId) {
            return 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
          }
          if (bet.status === 'rolled_back') {
            await record(trx, { ...base, status: 'noop', amountKurus: 0n });
            return 'RS_OK';
          }
          const paid = await trx
            .selectFrom('game_transaction')
            .select('id')
            .where('provider', '=', provider)
            .where('kind', '=', 'win')
            .where('reference_transaction_id', '=', bet.transaction_id)
            .where('amount_kurus', '>', 0n)
            .executeTakeFirst();
          // A bet whose win was paid is settled: refunding it too would pay the round twice.
          if (paid) return 'RS_ERROR_UNKNOWN';
          const ledgerId = await refundBet(
            trx,
            pending,
            {
              bet: takenBet(bet),
              idempotencyKey: `${ledgerKey(bet.transaction_id)}:rollback`,
              reference: `round:${provider}:${bet.round_id}`,
            },
            clock(),
          );
          await trx
            .updateTable('game_transaction')
            .set({ status: 'rolled_back' })
            .where('id', '=', bet.id)
            .execute();
          await record(trx, {
            ...base,
            status: 'done',
            amountKurus: bet.amount_kurus,
            ledgerId,
          });
          pending.balance(session.playerId);
          return 'RS_OK';
        },
        { settles: true },
      );
    },
  };
}

/** Provider ids are non-empty and short. */
function validIds(call: WalletCall): boolean {
  const ok = (value: string) => value.length > 0 && value.length <= 100;
  return (
    ok(call.transactionId) &&
    ok(call.roundId) &&
    ok(call.gameCode) &&
    (!('referenceTransactionId' in call) || ok(String(call.referenceTransactionId)))
  );
}

/** Masks a player's name for the public list: `Ahmet Kaya` → `Ah***t K.`. */
export function maskWinnerName(name: string, surname: string): string {
  const first = name.trim();
  const visible =
    first.length <= 3 ? `${first.slice(0, 1)}***` : `${first.slice(0, 2)}***${first.slice(-1)}`;
  const initial = surname.trim().slice(0, 1);
  return initial ? `${visible} ${initial.toLocaleUpperCase('tr')}.` : visible;
}

/** Adds a real win to the top winners, with the game's name and artwork from the catalogue. */
async function listTopWinner(
  trx: Transaction<Database>,
  playerId: number,
  gameCode: string,
  amountKurus: bigint,
  at: Date,
): Promise<void> {
  const player = await trx
    .selectFrom('player')
    .select(['name', 'surname'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  const game = await trx
    .selectFrom('casino_game')
    .select(['name', 'image_url', 'is_live'])
    .where('code', '=', gameCode)
    .executeTakeFirst();
  await trx
    .insertInto('top_winner')
    .values({
      image: game?.image_url ?? '/media/games/zar-slot.svg',
      game: game?.name ?? gameCode,
      game_code: gameCode,
      name: maskWinnerName(player.name, player.surname),
      amount_minor: amountKurus,
      currency_symbol: '₺',
      is_live: game?.is_live ?? false,
      won_at: at,
    })
    .execute();
}
