/** A limit a player can set (the contract's `LimitKind`): amounts in lira, or minutes. */
export type LimitKind =
  | 'depositDaily'
  | 'depositWeekly'
  | 'depositMonthly'
  | 'lossDaily'
  | 'lossWeekly'
  | 'lossMonthly'
  | 'sessionMinutes'
  | 'realityCheckMinutes';

/** A limit in force (null: none) and an increase waiting its 24 hours, if any (`LimitState`). */
export interface LimitView {
  kind: LimitKind;
  value: number | null;
  /** The change waiting, and when it takes effect (ISO 8601, UTC). */
  pending: { value: number | null; effectiveAt: string } | null;
}

/** The limits panel's groups, in order: each heading's key and the kinds under it. */
export const limitGroups: ReadonlyArray<{
  key: 'deposit' | 'loss' | 'time';
  kinds: readonly LimitKind[];
}> = [
  { key: 'deposit', kinds: ['depositDaily', 'depositWeekly', 'depositMonthly'] },
  { key: 'loss', kinds: ['lossDaily', 'lossWeekly', 'lossMonthly'] },
  { key: 'time', kinds: ['sessionMinutes', 'realityCheckMinutes'] },
];
