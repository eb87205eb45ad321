// Medians and spreads of repeated bench runs, and runs in alternating pairs: a figure measured
// against a reference in the same run (API against bare node) is read as the median of the
// per-pair ratios, printed with their spread, so a busy moment of a shared machine falls on
// both sides of a pair instead of on one side of the ratio.

/** `value` with thousands separators and `digits` decimals; a dash when it is not a number. */
export const number = (value, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      })
    : '—';

/** The median of the finite `values`, NaN when there is none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of the finite `values` with their smallest and largest. */
export function summary(values) {
  const finite = values.filter(Number.isFinite);
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : Number.NaN,
    max: finite.length ? Math.max(...finite) : Number.NaN,
    count: finite.length,
  };
}

/**
 * `median (min–max)` of `values`, each written by `format`; the bare value when there is one.
 * e.g. `withSpread([0.48, 0.52, 0.55], percent)` → `52 % (48–55 %)`.
 */
export function withSpread(values, format) {
  const { median: middle, min, max, count } = summary(values);
  if (count <= 1) return format(middle);
  return `${format(middle)} (${format(min)}–${format(max)})`;
}

/**
 * Runs `pairs` pairs of the measurements in `sides` (name → async function returning figures),
 * every side once per pair, the order reversed every other pair (A B, B A, A B …) so a drift of
 * the machine's load over the run does not favour the side that always goes first. Calls
 * `onPair(index, figuresBySide)` after each pair. Returns, per side, the list of its figures in
 * pair order.
 */
export async function alternatePairs({ pairs, sides, onPair = () => undefined }) {
  const names = Object.keys(sides);
  const figures = Object.fromEntries(names.map((name) => [name, []]));
  for (let index = 0; index < pairs; index += 1) {
    const order = index % 2 === 0 ? names : [...names].reverse();
    const pair = {};
    for (const name of order) pair[name] = await sides[name]();
    for (const name of names) figures[name].push(pair[name]);
    onPair(index, pair);
  }
  return figures;
}
