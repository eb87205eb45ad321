import { fromMinorUnits, topWinners } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint } from '../http';
import type { MediaLibrary } from '../media';
import { playerGameName } from '../sportsbook/sportsbook-name';

/**
 * POST /api/transaction/topwinners: the newest `count` big wins, casino or live casino. A win in a
 * catalogue game shows the game's name and artwork from the catalogue, as the lobby does.
 */
export function registerTopWinners(
  app: FastifyInstance,
  { database, media }: { database: DatabaseHandle; media: MediaLibrary },
): void {
  registerEndpoint(app, topWinners, async ({ isLive, count }, { locale }) => {
    const winners = await database.db
      .selectFrom('top_winner as winner')
      .leftJoin('casino_game as game', 'game.code', 'winner.game_code')
      .select([
        'winner.name',
        'winner.amount_minor',
        'winner.currency_symbol',
        (eb) => eb.fn.coalesce('game.name', 'winner.game').as('game'),
        (eb) => eb.fn.coalesce('game.image_url', 'winner.image').as('image'),
      ])
      .where('winner.is_live', '=', isLive)
      .orderBy('winner.won_at', 'desc')
      .orderBy('winner.id')
      .limit(count)
      .execute();
    return {
      success: true,
      message: null,
      data: winners.map((winner) => ({
        image: media.versioned(winner.image),
        // A sports win reads "Spor Bahisleri" / "Sports Betting", not its code.
        game: playerGameName(winner.game, winner.game, locale),
        name: winner.name,
        amount: fromMinorUnits(winner.amount_minor),
        currencySymbol: winner.currency_symbol,
      })),
    };
  });
}
