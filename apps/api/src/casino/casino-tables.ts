/** Tables of the game catalogue, favourites and recently played games (migration 0008). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the catalogue's migration
export interface CasinoTables {}
