export { type BetSlips, createBetSlips, sportsbookGameCode, stakeLimits } from './bet-slips';
export { findMatch, matchesBetween, type Sport } from './fixtures';
export { createMatchCourses, type MatchCourses, marketDecided, periodOf } from './markets';
export {
  registerSportsbook,
  type SportsbookServices,
  settlementSweepMs,
} from './register-sportsbook';
export { slipTotals } from './slip-math';
export { sportsbookCredentials } from './sportsbook-credentials';
export { playerGameName } from './sportsbook-name';
