import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { gameTransactionKind } from './enumerations';
import { envelope } from './envelope';
import { money } from './money';

/** One bet or win of /dashboard/game-history (kind Win 1 / Bet 2). */
export const gameTransaction = z.object({
  id: z.number().int(),
  kind: gameTransactionKind,
  gameCode: z.string(),
  gameName: z.string(),
  /** The studio of the game, e.g. `Pragmatic Play`. */
  studio: z.string(),
  /** The provider's round this bet or win belongs to. */
  roundId: z.string(),
  amount: money,
  /** True when the provider rolled the bet back and its stake was refunded. */
  rolledBack: z.boolean(),
  /** When it was settled (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
});
export type GameTransaction = z.infer<typeof gameTransaction>;

const instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' });

/** Filter of the game history: All 0, or a kind (Win 1, Bet 2). */
export const gameHistoryKind = z.union([z.literal(0), gameTransactionKind]);

/**
 * The filters and page of the game history: kind, an optional game, and a date range as ISO
 * date-times, `from` inclusive and `to` exclusive (as in the financial activities).
 */
export const gameHistoryFilter = z.object({
  kind: gameHistoryKind.default(0),
  gameCode: z.string().min(1).max(100).optional(),
  from: instant.optional(),
  to: instant.optional(),
  skip: z.number().int().nonnegative().default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type GameHistoryFilter = z.input<typeof gameHistoryFilter>;
/** The filters with their defaults filled in, as a server reads them. */
export type GameHistoryQuery = z.output<typeof gameHistoryFilter>;

/** A page of the game history, newest first, and how many rows match in all. */
export const gameHistoryPage = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(gameTransaction),
});
export type GameHistoryPage = z.infer<typeof gameHistoryPage>;

/** POST transaction/gamehistory: the player's bets and wins, newest first. */
export const gameHistory = defineEndpoint({
  method: 'POST',
  path: 'transaction/gamehistory',
  request: gameHistoryFilter,
  response: envelope(gameHistoryPage),
  auth: true,
  effect: 'read',
});
