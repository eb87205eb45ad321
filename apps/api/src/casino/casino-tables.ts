import type { Generated } from 'kysely';
import type { DemoEngine } from '../demo-provider';

/** A casino lobby section and the site routes (slugs) it is listed on. */
export interface CasinoCategoryTable {
  id: Generated<number>;
  name_tr: string;
  name_en: string;
  image_url: string | null;
  slug_list: string[];
  sort: number;
}

/**
 * A game of the lobby. `code` is unique across providers; `provider_name` is the aggregator whose
 * launch call opens it (SPEC §7) and `studio` the maker players see.
 */
export interface CasinoGameTable {
  id: Generated<number>;
  code: string;
  name: string;
  provider_name: string;
  main_provider_id: number;
  studio: string;
  product_id: string | null;
  system: string | null;
  image_url: string;
  is_live: boolean;
  /** Whether it runs on desktop and on phones. */
  desktop: boolean;
  mobile: boolean;
  /** Which of the demo provider's real games plays it in the default setup. */
  engine: DemoEngine;
  /** The name and studio folded for search (see `searchKey`). */
  search_key: string;
  sort: number;
}

/** A game's place in a lobby category (`casino_category`). */
export interface CasinoGameCategoryTable {
  game_id: number;
  category_id: number;
  sort: number;
}

/** A player's favourite game. */
export interface CasinoFavoriteTable {
  player_id: number;
  game_id: number;
  created_at: Date;
}

/** A game a player launched, once per game, with the last time. */
export interface CasinoRecentTable {
  player_id: number;
  game_id: number;
  played_at: Date;
}

/** Tables of the game catalogue, favourites and recently played games (migration 0008). */
export interface CasinoTables {
  casino_category: CasinoCategoryTable;
  casino_game: CasinoGameTable;
  casino_game_category: CasinoGameCategoryTable;
  casino_favorite: CasinoFavoriteTable;
  casino_recent: CasinoRecentTable;
}
