import type { LimitKind } from '@zar/api-client/contract';

/** The limits panel's groups, in order: each heading's key and the kinds under it. */
export const limitGroups: ReadonlyArray<{
  key: 'deposit' | 'loss' | 'time';
  kinds: readonly LimitKind[];
}> = [
  { key: 'deposit', kinds: ['depositDaily', 'depositWeekly', 'depositMonthly'] },
  { key: 'loss', kinds: ['lossDaily', 'lossWeekly', 'lossMonthly'] },
  { key: 'time', kinds: ['sessionMinutes', 'realityCheckMinutes'] },
];
