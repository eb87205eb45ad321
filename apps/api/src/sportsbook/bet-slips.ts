import { formatMinorUnits } from '@zar/locales/money';
import type { Kysely, Selectable } from 'kysely';
import * as z from 'zod';
import { bonusMaxBetText } from '../bonuses/bonus-messages';
import type { Database } from '../db';
import type { SeamlessWallet, WalletAnswer } from '../game-wallet';
import { type ServerKey, type ServerText, serverKeys, serverMessage } from '../http';
import { fillPerLocale } from '../payments/payment-messages';
import { findMatch, type Match, sportRules } from './fixtures';
import type { MatchCourses } from './markets';
import { slipTotals } from './slip-math';
import { sportsbookGameCode } from './sportsbook-name';
import type { SportsBetSelectionTable, SportsBetTable } from './sportsbook-tables';

export { sportsbookGameCode };

/** Stake limits (kuruş): ₺1 to ₺10,000 a slip; a slip may win at most ₺100,000. */
export const stakeLimits = { min: 100, max: 1_000_000, maxWin: 10_000_000 } as const;

export const betSlipRequest = z.object({
  /**
   * The slip's id, chosen by the page: the same player placing it again places it once. Another
   * player's slip of the same id is another slip.
   */
  betId: z.uuid(),
  stake: z.number().int().positive(),
  selections: z
    .array(
      z.object({
        matchId: z.string().min(1).max(40),
        market: z.enum(['result', 'total', 'handicap']),
        pick: z.enum(['home', 'draw', 'away', 'over', 'under']),
        /** The odds the player saw; a slip whose odds moved is refused with the new ones. */
        odds: z.number().min(1.01).max(100),
      }),
    )
    .min(1)
    .max(10),
});
export type BetSlipRequest = z.infer<typeof betSlipRequest>;

/** A slip the book will not take, why, and what changed (new odds, a suspension). */
export class SlipRefused extends Error {
  constructor(
    readonly text: ServerText,
    readonly details: Record<string, unknown> = {},
  ) {
    super(serverMessage(text, 'en'));
  }
}

const lira = (kurus: number, locale: 'tr' | 'en') => formatMinorUnits(BigInt(kurus), locale);

/** What the sportsbook says: keys of `serverSportsbook` in `@zar/locales/server`. */
export const slipTexts = serverKeys('serverSportsbook');
const texts = slipTexts;

/** A refusal naming a stake limit (kuruş), written in each language's money. */
function limitRefusal(key: ServerKey, kurus: number): SlipRefused {
  return new SlipRefused(fillPerLocale(key, (locale) => ({ amount: lira(kurus, locale) })));
}

function walletRefusal(answer: WalletAnswer): SlipRefused {
  if (answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY') {
    return new SlipRefused(texts.notEnoughMoney, {
      balance: Number(answer.balanceKurus ?? 0n) / 100,
    });
  }
  if (answer.status === 'RS_ERROR_INVALID_TOKEN' || answer.status === 'RS_ERROR_TOKEN_EXPIRED') {
    return new SlipRefused(texts.sessionEnded, { login: true });
  }
  if (answer.status === 'RS_ERROR_USER_DISABLED') return new SlipRefused(texts.excluded);
  if (answer.maxBetKurus !== undefined) {
    return new SlipRefused(bonusMaxBetText(answer.maxBetKurus));
  }
  if (answer.status === 'RS_ERROR_LIMIT_REACHED') return new SlipRefused(texts.limitReached);
  // The same player's slip id placed at the same moment with another stake.
  if (answer.status === 'RS_ERROR_DUPLICATE_TRANSACTION') return new SlipRefused(texts.duplicate);
  return new SlipRefused(texts.walletRefused);
}

/** The line of a market of a match (the total's, the home side's handicap), null for the result. */
function lineOf(match: Match | null, market: string): number | null {
  if (!match) return null;
  const rules = sportRules[match.sport];
  return market === 'total' ? rules.totalLine : market === 'handicap' ? rules.handicapLine : null;
}

/** A placed slip as the page shows it. */
export interface PlacedSlip {
  id: string;
  kind: 'single' | 'accumulator';
  stake: number;
  odds: number;
  potentialWin: number;
  status: 'open' | 'won' | 'lost';
  win: number;
  placedAt: string;
  settledAt: string | null;
  selections: Array<{
    matchId: string;
    home: string;
    away: string;
    market: string;
    /** The total's or handicap's line; null for the result. */
    line: number | null;
    pick: string;
    odds: number;
    won: boolean | null;
  }>;
}

/**
 * The wallet round of a player's slip: its stake is this transaction id, its win `<round>-win`.
 * The player is part of it because slip ids are the player's own (chosen by their page), while
 * the wallet's transaction ids are one space for the whole sportsbook.
 */
export function slipRound(playerId: number, betId: string): string {
  return `sb-${playerId}-${betId}`;
}

/** A slip's row and its selections' rows as the page shows them. */
function slipView(
  bet: Pick<
    Selectable<SportsBetTable>,
    | 'id'
    | 'kind'
    | 'stake_kurus'
    | 'odds_x100'
    | 'potential_kurus'
    | 'status'
    | 'win_kurus'
    | 'placed_at'
    | 'settled_at'
  >,
  selections: ReadonlyArray<
    Pick<Selectable<SportsBetSelectionTable>, 'match_id' | 'market' | 'pick' | 'odds_x100' | 'won'>
  >,
): PlacedSlip {
  return {
    id: bet.id,
    kind: bet.kind,
    stake: Number(bet.stake_kurus) / 100,
    odds: bet.odds_x100 / 100,
    potentialWin: Number(bet.potential_kurus) / 100,
    status: bet.status,
    win: Number(bet.win_kurus) / 100,
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
    selections: selections.map((selection) => {
      const match = findMatch(selection.match_id);
      return {
        matchId: selection.match_id,
        home: match?.home ?? '',
        away: match?.away ?? '',
        market: selection.market,
        line: lineOf(match, selection.market),
        pick: selection.pick,
        odds: selection.odds_x100 / 100,
        won: selection.won,
      };
    }),
  };
}

/**
 * The sportsbook's bets: a slip is checked against the markets as they stand (open, not
 * suspended, odds as the player saw them, stake limits), its stake taken through the seamless
 * wallet (`slipRound`, so a retried slip is taken once) and recorded under the player and its id,
 * in one transaction;
 * finished matches settle it, paying a win through the wallet (`<round>-win`) or closing it with
 * none.
 */
export function createBetSlips({
  db,
  wallet,
  clock,
  courses,
}: {
  db: Kysely<Database>;
  wallet: SeamlessWallet;
  clock: () => Date;
  /** How the matches play out: the server's secret courses. */
  courses: MatchCourses;
}) {
  const { marketsAt, marketsOpen, selectionWon } = courses;

  async function describe(playerId: number, ids: string[]): Promise<PlacedSlip[]> {
    if (ids.length === 0) return [];
    const [bets, selections] = await Promise.all([
      db
        .selectFrom('sports_bet')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('id', 'in', ids)
        .orderBy('placed_at', 'desc')
        .execute(),
      db
        .selectFrom('sports_bet_selection')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('bet_id', 'in', ids)
        .execute(),
    ]);
    return bets.map((bet) =>
      slipView(
        bet,
        selections.filter((selection) => selection.bet_id === bet.id),
      ),
    );
  }

  /**
   * A slip checked against the markets as they stand at `now` (open, not suspended, odds as the
   * player saw them) and the stake limits: its selections' odds, total odds and potential win.
   * Throws `SlipRefused`.
   */
  function price(slip: BetSlipRequest, now: Date) {
    if (
      new Set(slip.selections.map((selection) => selection.matchId)).size !== slip.selections.length
    ) {
      throw new SlipRefused(texts.sameMatch);
    }
    const priced = slip.selections.map((selection) => {
      const match = findMatch(selection.matchId);
      if (!match) throw new SlipRefused(texts.unknownMatch, { matchId: selection.matchId });
      const state = marketsOpen(match, now);
      if (state.suspended)
        throw new SlipRefused(texts.suspended, { matchId: match.id, suspended: true });
      if (!state.open) throw new SlipRefused(texts.closed, { matchId: match.id });
      const market = marketsAt(match, now).find((each) => each.kind === selection.market);
      if (market?.closed) {
        throw new SlipRefused(texts.marketClosed, {
          matchId: match.id,
          market: selection.market,
          closed: true,
        });
      }
      const current = market?.selections.find((each) => each.pick === selection.pick);
      if (!current) throw new SlipRefused(texts.unknownPick);
      if (Math.round(current.odds * 100) !== Math.round(selection.odds * 100)) {
        throw new SlipRefused(texts.oddsChanged, {
          matchId: match.id,
          market: selection.market,
          line: lineOf(match, selection.market),
          pick: selection.pick,
          odds: current.odds,
        });
      }
      return { ...selection, oddsX100: Math.round(current.odds * 100) };
    });
    if (slip.stake < stakeLimits.min) throw limitRefusal(texts.stakeLow, stakeLimits.min);
    if (slip.stake > stakeLimits.max) throw limitRefusal(texts.stakeHigh, stakeLimits.max);
    // The slip's arithmetic is the page's too (`slipTotals`): what it showed is what is taken.
    const { oddsX100, potentialKurus: potential } = slipTotals(
      priced.map((selection) => selection.oddsX100),
      slip.stake,
    );
    if (potential > stakeLimits.maxWin) throw limitRefusal(texts.winHigh, stakeLimits.maxWin);
    return { priced, oddsX100, potential };
  }

  /**
   * A slip the markets or limits refuse, unless it is a retry of one placed before under the
   * same id and stake: that one is answered, even when its odds have moved since.
   */
  async function placedBefore(
    token: string,
    slip: BetSlipRequest,
    refusal: SlipRefused,
  ): Promise<PlacedSlip> {
    const session = await wallet.findGameSession(token);
    if (!session) throw new SlipRefused(texts.sessionEnded, { login: true });
    const earlier = await db
      .selectFrom('sports_bet')
      .select('stake_kurus')
      .where('player_id', '=', session.playerId)
      .where('id', '=', slip.betId)
      .executeTakeFirst();
    if (!earlier) throw refusal;
    if (earlier.stake_kurus !== BigInt(slip.stake)) throw new SlipRefused(texts.duplicate);
    const [placed] = await describe(session.playerId, [slip.betId]);
    if (!placed) throw refusal;
    return placed;
  }

  /** Settles one open slip of a player if its matches allow; idempotent. */
  async function settle(playerId: number, betId: string, now: Date): Promise<void> {
    const bet = await db
      .selectFrom('sports_bet')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('id', '=', betId)
      .executeTakeFirst();
    if (bet?.status !== 'open') return;
    const selections = await db
      .selectFrom('sports_bet_selection')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('bet_id', '=', betId)
      .execute();
    const results = selections.map((selection) => {
      const match = findMatch(selection.match_id);
      return match
        ? selectionWon(match, selection.market as never, selection.pick as never, now)
        : false;
    });
    for (const [index, selection] of selections.entries()) {
      const won = results[index];
      if (won !== null && won !== undefined && selection.won === null) {
        await db
          .updateTable('sports_bet_selection')
          .set({ won })
          .where('player_id', '=', playerId)
          .where('bet_id', '=', betId)
          .where('match_id', '=', selection.match_id)
          .execute();
      }
    }
    const lost = results.some((won) => won === false);
    const allWon = results.every((won) => won === true);
    if (!lost && !allWon) return;
    const win = allWon ? bet.potential_kurus : 0n;
    const answer = await wallet.win({
      token: bet.token,
      transactionId: `${bet.round_id}-win`,
      roundId: bet.round_id,
      gameCode: sportsbookGameCode,
      referenceTransactionId: bet.round_id,
      amountKurus: win,
      roundClosed: true,
    });
    if (answer.status !== 'RS_OK') throw new Error(`Settling slip ${bet.id}: ${answer.status}`);
    await db
      .updateTable('sports_bet')
      .set({ status: allWon ? 'won' : 'lost', win_kurus: win, settled_at: now })
      .where('player_id', '=', playerId)
      .where('id', '=', bet.id)
      .where('status', '=', 'open')
      .execute();
  }

  return {
    /** Places a slip for the wallet session of `token`; throws `SlipRefused` with the reason. */
    async place(token: string, slip: BetSlipRequest): Promise<PlacedSlip> {
      const now = clock();
      let checked: ReturnType<typeof price>;
      try {
        checked = price(slip, now);
      } catch (error) {
        if (!(error instanceof SlipRefused)) throw error;
        return placedBefore(token, slip, error);
      }
      const { priced, oddsX100, potential } = checked;
      // The stake and the slip's rows commit together or not at all: a slip is never taken
      // without being recorded, and it is one transaction (issue 26: two commits a slip made it
      // the first call over 100 ms in bench/players). The slip's id is its wallet round's, so a
      // slip placed before is found by its stake's transaction: the bet replays and the rows
      // are there (another stake under the same id: RS_ERROR_DUPLICATE_TRANSACTION).
      const played = await wallet.playRound(token, async (money) => {
        const { playerId } = money.session;
        const round = slipRound(playerId, slip.betId);
        await money.bet({
          transactionId: round,
          roundId: round,
          gameCode: sportsbookGameCode,
          amountKurus: BigInt(slip.stake),
          odds: oddsX100 / 100,
        });
        const bet = {
          id: slip.betId,
          player_id: playerId,
          round_id: round,
          token,
          kind: priced.length === 1 ? ('single' as const) : ('accumulator' as const),
          stake_kurus: BigInt(slip.stake),
          odds_x100: oddsX100,
          potential_kurus: BigInt(potential),
          status: 'open' as const,
          win_kurus: 0n,
          placed_at: now,
          settled_at: null,
        };
        const selections = priced.map((selection) => ({
          player_id: playerId,
          bet_id: slip.betId,
          match_id: selection.matchId,
          market: selection.market,
          pick: selection.pick,
          odds_x100: selection.oddsX100,
          won: null,
        }));
        const inserted = await money.trx
          .insertInto('sports_bet')
          .values(bet)
          .onConflict((conflict) => conflict.columns(['player_id', 'id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        // Placed before under this id and stake: its bet replayed RS_OK and its rows are in.
        if (!inserted) return { playerId, placed: null };
        await money.trx.insertInto('sports_bet_selection').values(selections).execute();
        // What was written is the answer: no read after the commit.
        return { playerId, placed: slipView(bet, selections) };
      });
      if (!played.ok) throw walletRefusal(played.answer);
      if (played.value.placed) return played.value.placed;
      const [placed] = await describe(played.value.playerId, [slip.betId]);
      if (!placed) throw new Error(`Slip ${slip.betId} was not recorded`);
      return placed;
    },

    /** The player's slips, newest first, open ones settled first when their matches are over. */
    async slipsOf(playerId: number, limit = 50): Promise<PlacedSlip[]> {
      const open = await db
        .selectFrom('sports_bet')
        .select('id')
        .where('player_id', '=', playerId)
        .where('status', '=', 'open')
        .execute();
      for (const bet of open) await settle(playerId, bet.id, clock());
      const ids = await db
        .selectFrom('sports_bet')
        .select('id')
        .where('player_id', '=', playerId)
        .orderBy('placed_at', 'desc')
        .limit(limit)
        .execute();
      return describe(
        playerId,
        ids.map((row) => row.id),
      );
    },

    /** Settles every open slip whose matches are over (the periodic sweep, the operator command). */
    async settleDue(): Promise<number> {
      const open = await db
        .selectFrom('sports_bet')
        .select(['player_id', 'id'])
        .where('status', '=', 'open')
        .execute();
      let settled = 0;
      for (const bet of open) {
        await settle(bet.player_id, bet.id, clock());
        const after = await db
          .selectFrom('sports_bet')
          .select('status')
          .where('player_id', '=', bet.player_id)
          .where('id', '=', bet.id)
          .executeTakeFirst();
        if (after?.status !== 'open') settled += 1;
      }
      return settled;
    },

    settle,
  };
}

export type BetSlips = ReturnType<typeof createBetSlips>;
