import {
  fromMinorUnits,
  type GameHistoryQuery,
  type GameTransaction,
  GameTransactionKind,
  gameHistory,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Database, type DatabaseHandle, newestFirstPage } from '../db';
import { type Locale, registerEndpoint } from '../http';
import { playerGameName } from '../sportsbook/sportsbook-name';

/**
 * POST /api/transaction/gamehistory: the player's bets and wins (Win 1 / Bet 2) for
 * /dashboard/game-history, newest first, with the number of matching rows for paging. A bet a
 * provider rolled back is marked `rolledBack`; rollbacks are not rows of their own.
 */
export function registerGameHistory(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  registerEndpoint(app, gameHistory, async (input, context) => {
    const { playerId } = context.session;
    return {
      success: true,
      message: null,
      data: await findGameHistory(database.db, playerId, input, context.locale),
    };
  });
}

async function findGameHistory(
  db: Kysely<Database>,
  playerId: number,
  filter: GameHistoryQuery,
  locale: Locale,
): Promise<{ total: number; items: GameTransaction[] }> {
  let matching = db
    .selectFrom('game_transaction as row')
    .leftJoin('casino_game as game', 'game.code', 'row.game_code')
    .where('row.player_id', '=', playerId)
    .where('row.status', 'in', ['done', 'rolled_back'])
    .where('row.kind', 'in', kindsOf(filter.kind))
    // A zero win only closes a round: nothing to show.
    .where((eb) => eb.or([eb('row.kind', '=', 'bet'), eb('row.amount_kurus', '>', 0n)]));
  if (filter.gameCode !== undefined)
    matching = matching.where('row.game_code', '=', filter.gameCode);
  if (filter.from !== undefined)
    matching = matching.where('row.created_at', '>=', new Date(filter.from));
  if (filter.to !== undefined)
    matching = matching.where('row.created_at', '<', new Date(filter.to));

  const { total, rows } = await newestFirstPage(matching, 'row', filter, (page) =>
    page.select([
      'row.id',
      'row.kind',
      'row.status',
      'row.game_code',
      'row.round_id',
      'row.amount_kurus',
      'row.created_at',
      'game.name',
      'game.studio',
    ]),
  );
  return {
    total,
    items: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind === 'win' ? GameTransactionKind.Win : GameTransactionKind.Bet,
      gameCode: row.game_code,
      gameName: playerGameName(row.game_code, row.name, locale),
      studio: row.studio ?? '',
      roundId: row.round_id,
      amount: fromMinorUnits(row.amount_kurus),
      rolledBack: row.status === 'rolled_back',
      createdAt: row.created_at.toISOString(),
    })),
  };
}

function kindsOf(kind: GameHistoryQuery['kind']): Array<'bet' | 'win'> {
  if (kind === GameTransactionKind.Win) return ['win'];
  if (kind === GameTransactionKind.Bet) return ['bet'];
  return ['bet', 'win'];
}
