/**
 * How a slip's total odds and potential win are computed: ONE function, used by the server when
 * it takes a slip and by the sportsbook page when it shows the slip (the page gets this very
 * function's source as its `slip-math.js` asset, see `slipMathScript`), so the slip never shows a
 * number the server would not take.
 *
 * The rule: the legs' odds (× 100, whole numbers) are multiplied exactly, the product is cut once
 * to two decimals (never rounded up: the book promises no more than the product), and the
 * potential win is the stake times those shown total odds, cut to the kuruş. So a player can check
 * it: stake × total odds = potential win. (Before, the page multiplied exactly and rounded for
 * display while the server cut after every leg: 1.35 × 2.77 × 3.50 with ₺15 showed 13.09 and
 * ₺196,32, and was taken at 13.05.)
 *
 * Written without anything from outside the function (no imports, no helpers, no TypeScript-only
 * syntax in its body), because its source text is what the page runs.
 */
export function slipTotals(
  legOddsX100: readonly number[],
  stakeKurus: number,
): { oddsX100: number; potentialKurus: number } {
  let product = BigInt(1);
  let scale = BigInt(1);
  for (const odds of legOddsX100) {
    product *= BigInt(Math.round(odds));
    scale *= BigInt(100);
  }
  const oddsX100 = (product * BigInt(100)) / scale;
  const stake = BigInt(Math.max(0, Math.floor(stakeKurus)));
  const potential = (stake * oddsX100) / BigInt(100);
  return { oddsX100: Number(oddsX100), potentialKurus: Number(potential) };
}

/**
 * The page's `slip-math.js`: `slipTotals` itself, as the server runs it, put on `window.zarSlipMath`.
 */
export function slipMathScript(): string {
  return `/* Generated from apps/api/src/sportsbook/slip-math.ts: the server's own slip arithmetic. */
(() => {
  const slipTotals = ${slipTotals.toString()};
  window.zarSlipMath = { slipTotals };
})();
`;
}
