export {
  type BonusGrant,
  bonusLedgerKeys,
  bonusLedgerKind,
  grantBonus,
} from './bonus-grants';
export { bonusMessages } from './bonus-messages';
export type { BonusServices } from './bonus-services';
export { registerBonuses } from './register-bonuses';
