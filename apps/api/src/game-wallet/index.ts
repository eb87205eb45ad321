export { signatureHeader, signWalletBody } from './hub88-wallet-routes';
export {
  demoProviderName,
  type GameWalletServices,
  registerGameWallet,
} from './register-game-wallet';
export type * from './seamless-wallet';
export { type BetGuard, createSeamlessWallet, maskWinnerName } from './seamless-wallet-service';
