import {
  BonusRequestStatus,
  type BonusTerms,
  bonusTerms,
  NotificationType,
  toMinorUnits,
} from '@zar/api-client/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db';
import type { LocalisedText } from '../http';
import type { PendingPlayerEvents } from '../notifications/commit-then-emit';
import { notifyPlayer } from '../notifications/notification-records';
import { formatAmount } from '../payments/payment-messages';
import { sportsbookGameCode } from '../sportsbook/sportsbook-name';
import { postLedgerEntry, WalletError } from '../wallet/wallet-ledger';
import { lockWallet } from '../wallet/wallet-lock';
import { bonusNotices } from './bonus-messages';
import type { PlayerBonusTable } from './bonus-tables';

/**
 * Bonus money in the wallet (issue 22). A bonus sits in the bonus pocket while it is being
 * wagered; a player has at most one such bonus (`player_bonus_one_active`), so whatever is in the
 * pocket is that bonus's. Bets take cash first, then bonus; every bet counts its stake times its
 * game kind's share toward the active bonus; a win on a bet that used bonus money returns to the
 * pocket. When the counted stakes reach the requirement, the pocket turns into cash up to the
 * bonus's cap; past its date, or on a withdrawal or the player's word, the pocket is emptied.
 * Every step runs inside the caller's transaction after the wallet row is locked, so a player's
 * steps take turns and the bonus row cannot change under one.
 */

/** The ledger kinds of bonus money. */
export const bonusLedgerKinds = {
  granted: 'bonus',
  converted: 'bonus_converted',
  expired: 'bonus_expired',
  forfeited: 'bonus_forfeited',
} as const;

/** The smaller of two amounts (Math.min takes no bigint). */
export const smaller = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** How a game counts toward wagering. */
export type GameKind = 'slots' | 'table' | 'live' | 'sportsbook';

export type PlayerBonus = Selectable<PlayerBonusTable>;

/** A bet refused by the rules of the bonus being wagered. */
export class BonusBetRefused extends Error {
  constructor(
    readonly code: 'bonus_max_bet',
    readonly maxBetKurus: bigint,
  ) {
    super(code);
    this.name = 'BonusBetRefused';
  }
}

/** A bonus's rules as stored (the contract's `BonusTerms`); throws on a row that lost its shape. */
export function parseRules(stored: unknown): BonusTerms {
  return bonusTerms.parse(typeof stored === 'string' ? JSON.parse(stored) : stored);
}

/**
 * The player's bonus being wagered, or undefined. One past its date is expired first (the sweep
 * may not have come yet), so nobody bets, wins or withdraws against a bonus that is over.
 * The caller holds the wallet's lock.
 */
export async function activeBonus(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  playerId: number,
  now: Date,
): Promise<PlayerBonus | undefined> {
  const bonus = await trx
    .selectFrom('player_bonus')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!bonus) return undefined;
  if (bonus.expires_at.getTime() > now.getTime()) return bonus;
  await endBonus(trx, pending, bonus, 'expired', now);
  return undefined;
}

/** A bonus to grant: its amount into the bonus pocket and its rules from now on. */
export interface NewBonus {
  playerId: number;
  requestId: number;
  offerId: number | null;
  depositId: number | null;
  name: LocalisedText;
  rules: BonusTerms;
  amountKurus: bigint;
  ledgerKey: string;
  reference: string;
  now: Date;
}

/**
 * Puts a bonus in the pocket and starts its wagering; the caller holds the wallet's lock and has
 * checked that no other bonus is active. Returns false when its ledger key was posted before.
 */
export async function startBonus(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  bonus: NewBonus,
): Promise<boolean> {
  const { playerId, rules, amountKurus, now } = bonus;
  const posted = await postLedgerEntry(trx, {
    playerId,
    kind: bonusLedgerKinds.granted,
    pocket: 'bonus',
    amountKurus,
    idempotencyKey: bonus.ledgerKey,
    reference: bonus.reference,
  });
  if (posted.replayed) return false;
  const row = await trx
    .insertInto('player_bonus')
    .values({
      player_id: playerId,
      request_id: bonus.requestId,
      offer_id: bonus.offerId,
      deposit_id: bonus.depositId,
      name_tr: bonus.name.tr,
      name_en: bonus.name.en,
      rules: JSON.stringify(rules),
      granted_kurus: amountKurus,
      required_kurus: amountKurus * BigInt(rules.wagering),
      max_bet_kurus: toMinorUnits(rules.maxBet),
      max_cashout_kurus: toMinorUnits(rules.maxCashout),
      created_at: now,
      expires_at: new Date(now.getTime() + rules.days * 86_400_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  pending.balance(playerId);
  // Nothing to wager: it is cash at once, within its cap.
  if (row.required_kurus === 0n) await convertBonus(trx, pending, row, now);
  return true;
}

/** A bet to take from the pockets. */
export interface BetDraft {
  playerId: number;
  amountKurus: bigint;
  /** The ledger key of its cash part; the bonus part posts under `<key>:bonus`. */
  idempotencyKey: string;
  reference: string;
  gameCode: string;
  /** A sportsbook slip's total odds: it counts toward wagering only at the bonus's minimum. */
  odds?: number;
  now: Date;
}

/** What a bet took: the first ledger row, the bonus being wagered, its part and what it counted. */
export interface TakenBet {
  ledgerId: bigint;
  bonusId: number | null;
  bonusPartKurus: bigint;
  wageredKurus: bigint;
}

/**
 * Takes a bet, cash first, then bonus money, and counts it toward the active bonus's wagering
 * (turning the bonus into cash when that completes it). Refuses a bet over the bonus's largest
 * bet (`BonusBetRefused`) and one the pockets cannot pay (`WalletError` `insufficient_funds`).
 */
export async function takeBet(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  bet: BetDraft,
): Promise<TakenBet> {
  const { playerId, amountKurus, now } = bet;
  const pockets = await lockWallet(trx, playerId);
  const bonus = await activeBonus(trx, pending, playerId, now);
  if (bonus && amountKurus > bonus.max_bet_kurus) {
    throw new BonusBetRefused('bonus_max_bet', bonus.max_bet_kurus);
  }
  const cashPart = smaller(amountKurus, pockets.cashKurus);
  const bonusPart = amountKurus - cashPart;
  // With no bonus active the pocket is empty; a bet never spends bonus money of no bonus.
  if (bonusPart > 0n && (!bonus || bonusPart > pockets.bonusKurus)) {
    throw new WalletError('insufficient_funds', `Player ${playerId} cannot pay that much`);
  }
  let ledgerId: bigint | undefined;
  if (cashPart > 0n) {
    ledgerId = (
      await postLedgerEntry(trx, {
        playerId,
        kind: 'bet',
        amountKurus: -cashPart,
        idempotencyKey: bet.idempotencyKey,
        reference: bet.reference,
      })
    ).id;
  }
  if (bonusPart > 0n) {
    const posted = await postLedgerEntry(trx, {
      playerId,
      kind: 'bet',
      pocket: 'bonus',
      amountKurus: -bonusPart,
      idempotencyKey: `${bet.idempotencyKey}:bonus`,
      reference: bet.reference,
    });
    ledgerId ??= posted.id;
  }
  if (ledgerId === undefined) throw new RangeError('A bet is a positive amount');
  let wageredKurus = 0n;
  if (bonus) {
    const rules = parseRules(bonus.rules);
    const share = await shareOf(trx, rules, bet.gameCode, bet.odds);
    wageredKurus = (amountKurus * BigInt(share)) / 100n;
    if (wageredKurus > 0n) {
      const counted = await trx
        .updateTable('player_bonus')
        .set((eb) => ({ wagered_kurus: eb('wagered_kurus', '+', wageredKurus) }))
        .where('id', '=', bonus.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (counted.wagered_kurus >= counted.required_kurus) {
        await convertBonus(trx, pending, counted, now);
      }
    }
  }
  return { ledgerId, bonusId: bonus?.id ?? null, bonusPartKurus: bonusPart, wageredKurus };
}

/** The bet a win pays or a rollback refunds, as the game transaction remembers it. */
export interface TakenBetRecord {
  playerId: number;
  amountKurus: bigint;
  bonusId: number | null;
  bonusPartKurus: bigint;
  wageredKurus: bigint;
}

/**
 * Pays a win. A bet that used bonus money wins into the bonus pocket; when its bonus is no longer
 * being wagered the win passes on at once, as the bonus itself did: once it turned into cash, into
 * cash within what its cap still allows; once it expired or was forfeited, out of the wallet.
 * Any other win is cash. Returns the first ledger row.
 */
export async function creditWin(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  win: { bet: TakenBetRecord; amountKurus: bigint; idempotencyKey: string; reference: string },
  now: Date,
): Promise<bigint> {
  const { bet, amountKurus } = win;
  const entry = { playerId: bet.playerId, kind: 'win', reference: win.reference, amountKurus };
  await lockWallet(trx, bet.playerId);
  if (bet.bonusPartKurus === 0n || bet.bonusId === null) {
    return (await postLedgerEntry(trx, { ...entry, idempotencyKey: win.idempotencyKey })).id;
  }
  return intoBonusPocket(trx, pending, bet.bonusId, {
    ...entry,
    idempotencyKey: `${win.idempotencyKey}:bonus`,
    cashable: true,
    now,
  });
}

/**
 * Refunds a bet: its cash part to cash; its bonus part to the bonus pocket (passing on as a win
 * does when its bonus is over) and its count out of the bonus's wagering while it is still being
 * wagered. Returns the first ledger row.
 */
export async function refundBet(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  refund: { bet: TakenBetRecord; idempotencyKey: string; reference: string },
  now: Date,
): Promise<bigint> {
  const { bet } = refund;
  const entry = { playerId: bet.playerId, kind: 'rollback', reference: refund.reference };
  await lockWallet(trx, bet.playerId);
  let ledgerId: bigint | undefined;
  const cashPart = bet.amountKurus - bet.bonusPartKurus;
  if (cashPart > 0n) {
    ledgerId = (
      await postLedgerEntry(trx, {
        ...entry,
        amountKurus: cashPart,
        idempotencyKey: refund.idempotencyKey,
      })
    ).id;
  }
  if (bet.bonusId !== null) {
    const active = await activeBonus(trx, pending, bet.playerId, now);
    if (active?.id === bet.bonusId && bet.wageredKurus > 0n) {
      const left = active.wagered_kurus - bet.wageredKurus;
      await trx
        .updateTable('player_bonus')
        .set({ wagered_kurus: left > 0n ? left : 0n })
        .where('id', '=', active.id)
        .execute();
    }
    if (bet.bonusPartKurus > 0n) {
      // A refund is a bet that never was: after the bonus completed it is not cash, as the
      // bonus may have completed on that very bet (found by the model test).
      const posted = await intoBonusPocket(trx, pending, bet.bonusId, {
        ...entry,
        amountKurus: bet.bonusPartKurus,
        idempotencyKey: `${refund.idempotencyKey}:bonus`,
        cashable: false,
        now,
      });
      ledgerId ??= posted;
    }
  }
  if (ledgerId === undefined) throw new RangeError('A refund is a positive amount');
  return ledgerId;
}

/**
 * Posts money of a bonus's bet (a win, a refund) to the bonus pocket; when that bonus is over,
 * passes it on in the same transaction (cash within the cap, or out of the wallet), so the pocket
 * only ever holds the active bonus's money. Returns the ledger row of the post.
 */
async function intoBonusPocket(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  bonusId: number,
  entry: {
    playerId: number;
    kind: string;
    reference: string;
    amountKurus: bigint;
    idempotencyKey: string;
    /** Whether a completed bonus turns it into cash within its cap (a win) or not (a refund). */
    cashable: boolean;
    now: Date;
  },
): Promise<bigint> {
  const { now, cashable, ...posting } = entry;
  const active = await activeBonus(trx, pending, entry.playerId, now);
  const posted = await postLedgerEntry(trx, { ...posting, pocket: 'bonus' });
  if (active?.id === bonusId) return posted.id;
  const bonus = await trx
    .selectFrom('player_bonus')
    .selectAll()
    .where('id', '=', bonusId)
    .executeTakeFirstOrThrow();
  await passOn(trx, bonus, entry.amountKurus, `${entry.idempotencyKey}:after`, cashable);
  return posted.id;
}

/**
 * Moves `amountKurus` out of the bonus pocket for a bonus that is over: into cash within what the
 * cap of a completed one still allows (unless not `cashable`), the rest out of the wallet,
 * recorded on the bonus.
 */
async function passOn(
  trx: Transaction<Database>,
  bonus: PlayerBonus,
  amountKurus: bigint,
  key: string,
  cashable = true,
): Promise<bigint> {
  const room = bonus.max_cashout_kurus - bonus.converted_kurus;
  const cash =
    bonus.status !== 'completed' || !cashable ? 0n : smaller(amountKurus, room > 0n ? room : 0n);
  const kind =
    bonus.status === 'completed'
      ? bonusLedgerKinds.converted
      : bonus.status === 'expired'
        ? bonusLedgerKinds.expired
        : bonusLedgerKinds.forfeited;
  const entry = { playerId: bonus.player_id, kind, reference: `player-bonus:${bonus.id}` };
  if (amountKurus > 0n) {
    await postLedgerEntry(trx, {
      ...entry,
      pocket: 'bonus',
      amountKurus: -amountKurus,
      idempotencyKey: `${key}:bonus`,
    });
  }
  if (cash > 0n) await postLedgerEntry(trx, { ...entry, amountKurus: cash, idempotencyKey: key });
  await trx
    .updateTable('player_bonus')
    .set((eb) => ({
      converted_kurus: eb('converted_kurus', '+', cash),
      removed_kurus: eb('removed_kurus', '+', amountKurus - cash),
    }))
    .where('id', '=', bonus.id)
    .execute();
  return cash;
}

/**
 * Wagering is done: the pocket becomes cash up to what the cap still allows, in one transaction,
 * the rest leaves; the bonus is completed and the player told.
 */
async function convertBonus(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  bonus: PlayerBonus,
  now: Date,
): Promise<void> {
  const { bonusKurus } = await lockWallet(trx, bonus.player_id);
  const completed = { ...bonus, status: 'completed' as const };
  await trx
    .updateTable('player_bonus')
    .set({ status: 'completed', ended_at: now })
    .where('id', '=', bonus.id)
    .execute();
  const cash = await passOn(trx, completed, bonusKurus, `player-bonus:${bonus.id}:converted`);
  await settleRequest(trx, bonus, BonusRequestStatus.Completed, now);
  pending.balance(bonus.player_id);
  await notifyPlayer(trx, pending, {
    playerId: bonus.player_id,
    type: NotificationType.Bonus,
    ...bonusNotices.convertedNotice,
    params: (locale) => ({
      name: locale === 'tr' ? bonus.name_tr : bonus.name_en,
      amount: formatAmount(cash, locale),
    }),
    now,
  });
}

/**
 * Ends a bonus before its wagering is done: what is in the pocket leaves the wallet, the bonus is
 * expired or forfeited and the player told. Returns what was removed.
 */
export async function endBonus(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  bonus: PlayerBonus,
  how: 'expired' | 'forfeited',
  now: Date,
): Promise<bigint> {
  const { bonusKurus } = await lockWallet(trx, bonus.player_id);
  await trx
    .updateTable('player_bonus')
    .set({ status: how, ended_at: now })
    .where('id', '=', bonus.id)
    .execute();
  await passOn(trx, { ...bonus, status: how }, bonusKurus, `player-bonus:${bonus.id}:${how}`);
  await settleRequest(
    trx,
    bonus,
    how === 'expired' ? BonusRequestStatus.Expired : BonusRequestStatus.Cancelled,
    now,
  );
  pending.balance(bonus.player_id);
  await notifyPlayer(trx, pending, {
    playerId: bonus.player_id,
    type: NotificationType.Bonus,
    ...(how === 'expired' ? bonusNotices.expiredNotice : bonusNotices.forfeitedNotice),
    params: (locale) => ({
      name: locale === 'tr' ? bonus.name_tr : bonus.name_en,
      amount: formatAmount(bonusKurus, locale),
    }),
    now,
  });
  return bonusKurus;
}

async function settleRequest(
  trx: Transaction<Database>,
  bonus: PlayerBonus,
  status: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('bonus_request')
    .set({ status, settled_at: now })
    .where('id', '=', bonus.request_id)
    .execute();
}

/** How much of a bet on `gameCode` counts toward wagering under `rules`, in percent. */
async function shareOf(
  trx: Transaction<Database>,
  rules: BonusTerms,
  gameCode: string,
  odds: number | undefined,
): Promise<number> {
  const kind = await gameKindOf(trx, gameCode);
  if (kind === null) return 0;
  if (kind === 'sportsbook') {
    // Counted in hundredths, as the slip's odds are: 1.5 is 150 on both sides.
    const enough =
      odds !== undefined && Math.round(odds * 100) >= Math.round(rules.sportsbookMinOdds * 100);
    return enough ? rules.contribution.sportsbook : 0;
  }
  return rules.contribution[kind];
}

/** The kind of a game for wagering: the sportsbook, live tables, slots, other tables; null: unknown. */
export async function gameKindOf(
  trx: Transaction<Database>,
  gameCode: string,
): Promise<GameKind | null> {
  if (gameCode === sportsbookGameCode) return 'sportsbook';
  const game = await trx
    .selectFrom('casino_game')
    .select(['engine', 'is_live'])
    .where('code', '=', gameCode)
    .executeTakeFirst();
  if (!game) return null;
  if (game.is_live) return 'live';
  // Crash rounds can be cashed out at once for almost no risk: they count as a table game.
  return game.engine === 'slot' ? 'slots' : 'table';
}
