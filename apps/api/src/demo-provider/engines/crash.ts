/**
 * Zar Roket, the crash game: a multiplier climbs from 1.00× until the round's crash point; a
 * player who cashes out before it wins the stake times the multiplier. The crash point comes from
 * one fair number with a 3 % house edge: P(crash ≥ x) = 0.97 / x.
 */
export const houseEdge = 0.03;

/** The highest crash point, so a round always ends. */
export const maxCrashPoint = 1000;

/** The multiplier's growth rate per second: 2× after 6 s. */
export const growthPerSecond = Math.log(2) / 6;

/** The round's crash point (2 decimals, at least 1.00) from its fair number. */
export function crashPointFromFloat(float: number): number {
  const point = Math.floor((100 * (1 - houseEdge)) / (1 - float)) / 100;
  return Math.min(maxCrashPoint, Math.max(1, point));
}

/** The multiplier `elapsedMs` after the round started (2 decimals, rounded down). */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp((growthPerSecond * Math.max(0, elapsedMs)) / 1000)) / 100;
}

/** When the multiplier reaches `multiplier`, in ms after the start. */
export function timeToReach(multiplier: number): number {
  return (Math.log(multiplier) / growthPerSecond) * 1000;
}

/** What a cash-out at `multiplier` pays on `stakeKurus` (kuruş, rounded down). */
export function cashOutWin(stakeKurus: number, multiplier: number): number {
  return Math.floor((stakeKurus * Math.round(multiplier * 100)) / 100);
}
