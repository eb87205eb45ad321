import type { SessionHistoryRow } from './session-history-table';

/** Logins for stories and tests: the current one, an older active one and an ended one. */
export const sampleSessions: readonly SessionHistoryRow[] = [
  {
    id: 31,
    startedAt: '2026-11-22T11:05:00.000Z',
    lastSeenAt: '2026-11-22T11:42:00.000Z',
    ip: '85.105.22.14',
    device: 'Chrome / Windows',
    active: true,
    current: true,
  },
  {
    id: 30,
    startedAt: '2026-11-20T18:30:00.000Z',
    lastSeenAt: '2026-11-21T07:12:00.000Z',
    ip: '2a02:e0:3f4c:1200::1b',
    device: 'Safari / iOS',
    active: true,
    current: false,
  },
  {
    id: 29,
    startedAt: '2026-11-18T08:00:00.000Z',
    lastSeenAt: '2026-11-18T09:45:00.000Z',
    ip: '176.88.41.3',
    device: null,
    active: false,
    current: false,
  },
];
