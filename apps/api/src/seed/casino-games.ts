import type { Transaction } from 'kysely';
import { catalogueGames } from '../casino/game-catalogue';
import { searchKey } from '../casino/search-key';
import type { Database } from '../db';

/**
 * Inserts the game catalogue and lists each game in its lobby categories, which are found by
 * their icon (`/media/categories/<slug>.svg`) so the seed does not depend on category ids.
 */
export async function seedCasinoGames(trx: Transaction<Database>): Promise<void> {
  const games = catalogueGames();
  const categories = await trx.selectFrom('casino_category').select(['id', 'image_url']).execute();
  const categoryId = new Map(
    categories.map((row) => [/\/([a-z-]+)\.svg$/.exec(row.image_url ?? '')?.[1] ?? '', row.id]),
  );
  const inserted = await trx
    .insertInto('casino_game')
    .values(
      games.map((game, index) => ({
        code: game.code,
        name: game.name,
        provider_name: game.providerName,
        main_provider_id: game.mainProviderId,
        studio: game.studio,
        product_id: game.productId,
        system: game.system,
        image_url: `/media/games/${game.code}.svg`,
        is_live: game.isLive,
        desktop: true,
        mobile: true,
        engine: game.engine,
        search_key: searchKey(`${game.name} ${game.studio}`),
        sort: (index + 1) * 10,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const gameId = new Map(inserted.map((row) => [row.code, row.id]));
  const listings = games.flatMap((game, index) =>
    game.categories.map((slug) => {
      const category = categoryId.get(slug);
      const id = gameId.get(game.code);
      if (category === undefined || id === undefined) {
        throw new Error(`No lobby category ${slug} for ${game.code}`);
      }
      return { game_id: id, category_id: category, sort: (index + 1) * 10 };
    }),
  );
  await trx.insertInto('casino_game_category').values(listings).execute();
}
