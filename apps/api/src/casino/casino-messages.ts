import { ApiError, serverKeys } from '../http';

/** What the casino calls say: keys of `serverCasino` in `@zar/locales/server`. */
export const casinoMessages = serverKeys('serverCasino');

/** A game that is not in the catalogue, or not under the provider whose call was made. */
export function gameMissing(): ApiError {
  return new ApiError({ status: 400, code: 'game_missing', text: casinoMessages.gameMissing });
}
