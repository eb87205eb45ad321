/** Bounds of a number field; null or undefined means unbounded. */
export interface NumberBounds {
  min?: number | null;
  max?: number | null;
  /** Whole numbers only (Int and Long fields). Default false. */
  integer?: boolean;
}

/** Keeps a number inside the field's bounds, rounding it first when the field takes whole numbers. NaN stays NaN. */
export function clampNumber(value: number, { min, max, integer = false }: NumberBounds): number {
  if (Number.isNaN(value)) return value;
  let result = integer ? Math.round(value) : value;
  if (min != null && result < min) result = min;
  if (max != null && result > max) result = max;
  return result;
}

function decimalPlaces(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/**
 * One spin-button step: adds `direction * step` and clamps. Rounds away binary float noise to the
 * precision of the value or step (0.1 + 0.2 gives 0.3). An empty field (NaN) starts from min or 0.
 */
export function stepNumber(
  value: number,
  direction: 1 | -1,
  { step = 1, ...bounds }: NumberBounds & { step?: number },
): number {
  const start = Number.isNaN(value) ? (bounds.min ?? 0) : value;
  const places = Math.max(decimalPlaces(start), decimalPlaces(step));
  const next = Number((start + direction * step).toFixed(places));
  return clampNumber(next, bounds);
}
