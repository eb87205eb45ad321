/** Tables of the seamless wallet (migration 0009). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the game wallet's migration
export interface GameWalletTables {}
