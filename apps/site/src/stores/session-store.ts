import { type Balance, playerCookie, type SessionData } from '@zar/api-client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getFingerprint } from '../api/fingerprint';
import { setBrowserCookie } from '../bootstrap/browser-cookie';

/**
 * A player's session data (SPEC §3): what login and register return, plus the browser
 * fingerprint it was made with. Kept in browser storage so a reload keeps the player logged in.
 */
export type AuthData = SessionData & {
  /** The fingerprint of the browser the session belongs to. */
  fingerprint: string;
  /** The withdrawable part of `balance`, once the balance call or push said it (issue 22). */
  cash?: number;
  /** The bonus pocket, once the balance call or push said it (issue 22). */
  bonus?: number;
};

export interface SessionState {
  /** The stored session, or `null` for a visitor. */
  auth: AuthData | null;
  /** Starts a session with the data the server returned; stores it with the fingerprint (SPEC §4). */
  signIn: (session: SessionData) => void;
  /** Ends the session locally (logout, or a 401 from the API). */
  signOut: () => void;
  /** Keeps the balance the server last reported: the header shows the total, the menus its pockets. */
  setBalance: (balance: Pick<Balance, 'balance' | 'cash' | 'bonus'>) => void;
  /** Records that the player verified `phone` by SMS. */
  markPhoneVerified: (phone: string) => void;
}

/** localStorage key of the persisted session. */
export const authStorageKey = 'zar.auth';

/** The player's session, persisted in localStorage under `zar.auth`. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      auth: null,
      signIn: (session) => set({ auth: { ...session, fingerprint: getFingerprint() } }),
      signOut: () => set({ auth: null }),
      setBalance: ({ balance, cash, bonus }) =>
        set(({ auth }) =>
          auth && (auth.balance !== balance || auth.cash !== cash || auth.bonus !== bonus)
            ? { auth: { ...auth, balance, cash, bonus } }
            : {},
        ),
      markPhoneVerified: (phone) =>
        set(({ auth }) => (auth ? { auth: { ...auth, phone, smsVerified: true } } : {})),
    }),
    {
      name: authStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ auth }) => ({ auth }),
    },
  ),
);

/** Cash and bonus of the session, once the server said them; the menus show them under the total. */
export function pocketsOf(auth: AuthData | null): { cash: number; bonus: number } | undefined {
  return auth?.cash === undefined || auth.bonus === undefined
    ? undefined
    : { cash: auth.cash, bonus: auth.bonus };
}

/** Whether a player is logged in: the login flag is derived from the token, never stored. */
export function selectIsLoggedIn(state: SessionState): boolean {
  return Boolean(state.auth?.token);
}

/** Whether a player is logged in, re-rendering when it changes. */
export function useIsLoggedIn(): boolean {
  return useSessionStore(selectIsLoggedIn);
}

/**
 * Keeps the `zar.player` cookie in step with the session (never the token, only that there is
 * one): the API serves a logged-in player the splash instead of a visitor's first screen that the
 * player's page would at once replace.
 */
function syncPlayerCookie(loggedIn: boolean) {
  setBrowserCookie(playerCookie, loggedIn ? '1' : null);
}
syncPlayerCookie(selectIsLoggedIn(useSessionStore.getState()));
useSessionStore.subscribe((state, previous) => {
  const loggedIn = selectIsLoggedIn(state);
  if (loggedIn !== selectIsLoggedIn(previous)) syncPlayerCookie(loggedIn);
});
