export { applySessionTimeLimit } from './play-session';
export {
  activeExclusion,
  depositRefusal,
  limitIncreaseDelayMs,
  responsibleGamingBetGuard,
  responsibleGamingMessages,
} from './player-limits';
export { registerResponsibleGaming } from './register-responsible-gaming';
export { isSelfExcluded, notSelfExcludedAt } from './self-exclusion';
