import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * A player's session data (SPEC §3), as the login and register calls return it. Kept in browser
 * storage so a reload keeps the player logged in.
 */
export interface AuthData {
  /** Bearer token of the session; its presence means the player is logged in. */
  token: string;
  username: string;
  usercode: string;
  phone?: string;
  smsVerified?: boolean;
  balance?: number;
  fingerprint?: string;
  betsyCid?: string;
  betsyUrl?: string;
  betsyToken?: string;
  betcoToken?: string;
  betcoUrl?: string;
}

export interface SessionState {
  /** The stored session, or `null` for a visitor. */
  auth: AuthData | null;
  /** Starts a session with the data the server returned. */
  signIn: (auth: AuthData) => void;
  /** Ends the session locally (logout, or a 401 from the API). */
  signOut: () => void;
}

/** localStorage key of the persisted session. */
export const authStorageKey = 'zar.auth';

/** The player's session, persisted in localStorage under `zar.auth`. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      auth: null,
      signIn: (auth) => set({ auth }),
      signOut: () => set({ auth: null }),
    }),
    {
      name: authStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ auth }) => ({ auth }),
    },
  ),
);

/** Whether a player is logged in: the login flag is derived from the token, never stored. */
export function selectIsLoggedIn(state: SessionState): boolean {
  return Boolean(state.auth?.token);
}

/** Whether a player is logged in, re-rendering when it changes. */
export function useIsLoggedIn(): boolean {
  return useSessionStore(selectIsLoggedIn);
}
