import type { Transaction } from 'kysely';
import type { Database } from '../db';

/**
 * The operator's side of a seamless-wallet integration, with the semantics aggregators such as
 * Hub88 define: a game provider never holds the player's money; it asks the operator's wallet to
 * take a bet, pay a win or roll a bet back, each identified by the provider's transaction id.
 *
 * - Idempotent by transaction id: an identical replay answers the first result and moves nothing;
 *   the same id with a different amount, round, player or kind is `RS_ERROR_DUPLICATE_TRANSACTION`.
 * - A win references its bet (`referenceTransactionId`), in the same round.
 * - A rollback refunds its bet exactly once; a repeated rollback changes nothing. A rollback that
 *   arrives before its bet is recorded, and the late bet is then refused
 *   (`RS_ERROR_TRANSACTION_ROLLED_BACK`).
 * - Not enough money is `RS_ERROR_NOT_ENOUGH_MONEY` with the actual balance.
 * - Every answer carries the balance after the call.
 * - A bet needs a live session; a win or rollback of a bet taken in it settles even after the
 *   session ended (logout, expiry), so a late settlement (a sports bet) is never lost.
 *
 * The in-house demo provider calls this interface in-process; other providers reach it through
 * the signed HTTP adapter (`/api/wallet/hub88/*`). Amounts are kuruş.
 */
export type WalletStatus =
  | 'RS_OK'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_LIMIT_REACHED'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_UNKNOWN';

/** What every wallet call answers. `user` is the player's public user code. */
export interface WalletAnswer {
  status: WalletStatus;
  /** The player's user code; absent when the token is unknown. */
  user?: string;
  /** The balance after the call (kuruş); absent when the token is unknown. */
  balanceKurus?: bigint;
  currency: 'TRY';
  /**
   * With `RS_ERROR_LIMIT_REACHED`: the bet was over the largest one the bonus being wagered
   * allows, this much (kuruş); absent when a responsible-gaming limit refused it.
   */
  maxBetKurus?: bigint;
}

/** Fields every money call carries. */
export interface WalletCall {
  /** The game session token the operator issued at launch. */
  token: string;
  /** The provider's id of this transaction, unique per provider. */
  transactionId: string;
  /** The provider's round. */
  roundId: string;
  gameCode: string;
  /** True when the provider will send nothing more for this round. */
  roundClosed?: boolean;
}

export interface BetCall extends WalletCall {
  amountKurus: bigint;
  /** A sportsbook slip's total odds: it counts toward a bonus's wagering only from its minimum. */
  odds?: number;
}

export interface WinCall extends WalletCall {
  amountKurus: bigint;
  /** The bet this win pays out. */
  referenceTransactionId: string;
}

export interface RollbackCall extends WalletCall {
  /** The bet to refund. */
  referenceTransactionId: string;
}

/** What a launch asks the operator for: a game session of this player for this game. */
export interface GameSessionRequest {
  playerId: number;
  /** The player's login session; logging out ends the game session too. */
  playerSessionId: number;
  gameCode: string;
}

/** A game session as the wallet knows it. */
export interface GameSession {
  token: string;
  playerId: number;
  userCode: string;
  gameCode: string;
}

/**
 * The money of one round of the operator's own games, inside the round's one transaction
 * (`SeamlessWallet.playRound`): the calls keep the semantics above, and the round's own rows join
 * `trx`, so the round, its stake and its win commit together or not at all.
 */
export interface RoundMoney {
  trx: Transaction<Database>;
  session: GameSession;
  /** Takes the stake; an answer other than RS_OK ends the round and nothing of it is kept. */
  bet(call: Omit<BetCall, 'token'>): Promise<void>;
  /** Pays the win (0 closes the round); an answer other than RS_OK ends it likewise. */
  win(call: Omit<WinCall, 'token'>): Promise<void>;
}

/** What `playRound` answers: what the round made and the balance after it, or the refusal. */
export type PlayedRound<T> =
  | { ok: true; value: T; balanceKurus: bigint }
  | { ok: false; answer: WalletAnswer };

/**
 * A round of the operator's own games decided before its money moves (issue 26): the outcome was
 * drawn from the seed pair and nonce the game expects to be next, and the round row's fields.
 */
export interface DecidedRound {
  seedPairId: number;
  nonce: number;
  launchId: string;
  userCode: string;
  gameCode: string;
  engine: string;
  clientSeed: string;
  /** The bet and the outcome as the round row keeps them (JSON). */
  bet: string;
  outcome: string;
  stakeKurus: bigint;
  winKurus: bigint;
  /** When it is played: the round's start and settlement, and its transactions' time. */
  at: Date;
}

/**
 * What `playDecidedRound` did: `played` (the round is settled with its money), `stale` (the pair
 * was rotated or the nonce taken: nothing happened, decide again), `other` (nothing happened: the
 * player's case needs `playRound`).
 */
export type DecidedRoundResult =
  | { status: 'played'; roundId: number; balanceKurus: bigint }
  | { status: 'stale' | 'other' };

export interface SeamlessWallet {
  /** Issues the token a provider's launch carries; valid while the player's login session is. */
  openGameSession(request: GameSessionRequest): Promise<GameSession>;
  /** The session of a token, or null when it is unknown, expired or its login ended. */
  findGameSession(token: string): Promise<GameSession | null>;
  balance(token: string): Promise<WalletAnswer>;
  bet(call: BetCall): Promise<WalletAnswer>;
  win(call: WinCall): Promise<WalletAnswer>;
  rollback(call: RollbackCall): Promise<WalletAnswer>;
  /**
   * A whole round of one of the operator's own games in one transaction, the player's wallet
   * locked once (issue 26): what `play` writes and the money it moves through `RoundMoney` commit
   * together, and a refused call (or an error) rolls all of it back. Outside providers call `bet`
   * and `win` one by one, as the seamless-wallet contract asks of them.
   */
  playRound<T>(token: string, play: (money: RoundMoney) => Promise<T>): Promise<PlayedRound<T>>;
  /**
   * A decided round of the operator's own games in one database call (`play_decided_round`,
   * migration 0025), the same rows and money as `playRound` would write for it. It plays the common
   * case only: a live session, no limits, exclusion or bonus being wagered, the stake paid in
   * cash, a win under the top winners' minimum. Otherwise it changes nothing and says why.
   */
  playDecidedRound(token: string, round: DecidedRound): Promise<DecidedRoundResult>;
}
