import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaySession } from '@zar/api-client';
import { queryKeyPrefix } from '@zar/api-client/react';
import { useEffect, useRef, useState } from 'react';
import { apiQueries } from '../api/api-client';
import { useSessionStore } from '../stores/session-store';
import { useRealityCheckStore } from './reality-check-store';

/** How often this login's result is read again while a game is open (besides balance changes). */
export const playSessionRefreshMs = 15_000;

export interface RealityCheck {
  /** This login as the server reports it; null until it has loaded. */
  session: PlaySession | null;
  /** Time since the login started. */
  elapsedMs: number;
  /** Time left before the session time limit ends the login; null without a limit. */
  remainingMs: number | null;
  /** A reality-check interval has passed that the player has not answered: pause and ask. */
  due: boolean;
  /** The player answered the check that is due (continue, stop or view history). */
  answer: () => void;
}

/** The time now, ticking every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The reality check of an open game (issue 9): time played and net result of this login, always
 * known, and at each reality-check interval of the player's (from the login's start) a check that
 * stays due until answered. The result is read again whenever the balance changes.
 */
export function useRealityCheck(active: boolean): RealityCheck {
  const queryClient = useQueryClient();
  const summary = useQuery({
    ...apiQueries.playSessionSummary(),
    enabled: active,
    refetchInterval: playSessionRefreshMs,
  });
  const balance = useSessionStore((state) => state.auth?.balance);
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('playSessionSummary') });
  }, [balance, queryClient]);

  const now = useNow(active);
  const session = summary.data ?? null;
  const loginKey = session?.startedAt ?? '';
  const answered = useRealityCheckStore((state) => state.answered[loginKey] ?? 0);
  const answerCheck = useRealityCheckStore((state) => state.answer);

  const elapsedMs = session ? Math.max(0, now - Date.parse(session.startedAt)) : 0;
  const intervalMs = (session?.realityCheckMinutes ?? 0) * 60_000;
  const passed = intervalMs > 0 ? Math.floor(elapsedMs / intervalMs) : 0;
  return {
    session,
    elapsedMs,
    remainingMs: session?.endsAt ? Math.max(0, Date.parse(session.endsAt) - now) : null,
    due: active && passed > answered,
    answer: () => answerCheck(loginKey, passed),
  };
}
