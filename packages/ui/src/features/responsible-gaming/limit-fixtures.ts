import type { LimitView } from './limit-kinds';

/** A player with a daily deposit limit, a weekly loss limit raised from tomorrow, and a session limit. */
export const sampleLimits: LimitView[] = [
  { kind: 'depositDaily', value: 1000, pending: null },
  {
    kind: 'lossWeekly',
    value: 500,
    pending: { value: 2000, effectiveAt: '2026-11-25T11:00:00.000Z' },
  },
  { kind: 'sessionMinutes', value: 120, pending: null },
  {
    kind: 'realityCheckMinutes',
    value: 30,
    pending: { value: null, effectiveAt: '2026-11-25T11:00:00.000Z' },
  },
];
