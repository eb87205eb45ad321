import { fromMinorUnits, topWinners } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint } from '../http';
import type { MediaLibrary } from '../media';
import { playerGameName } from '../sportsbook/sportsbook-name';

/** POST /api/transaction/topwinners: the newest `count` big wins, casino or live casino. */
export function registerTopWinners(
  app: FastifyInstance,
  { database, media }: { database: DatabaseHandle; media: MediaLibrary },
): void {
  registerEndpoint(app, topWinners, async ({ isLive, count }, { locale }) => {
    const winners = await database.db
      .selectFrom('top_winner')
      .selectAll()
      .where('is_live', '=', isLive)
      .orderBy('won_at', 'desc')
      .orderBy('id')
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
