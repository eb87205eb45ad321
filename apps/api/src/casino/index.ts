export { casinoMessages } from './casino-messages';
export { type CatalogueGame, catalogueGames, studios } from './game-catalogue';
export { type CasinoServices, registerCasino } from './register-casino';
export { searchKey } from './search-key';
export { softGamingsPage, softGamingsScript } from './softgamings-page';
