export { balanceOf, registerWallet } from './balance-endpoint';
export {
  findLedgerMismatches,
  type LedgerMismatch,
  playableKurus,
  readWallet,
  recomputeWallet,
  type WalletState,
} from './wallet-balance';
export { type Hold, placeHold, postHold, releaseHold } from './wallet-holds';
export {
  type LedgerEntry,
  ledgerKinds,
  type PostedEntry,
  postLedgerEntry,
  WalletError,
  type WalletErrorCode,
  walletCurrency,
} from './wallet-ledger';
export { type LockedWallet, lockWallet } from './wallet-lock';
