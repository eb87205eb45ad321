import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface RealityCheckState {
  /** Per login (keyed by its start), how many reality-check intervals the player has answered. */
  answered: Record<string, number>;
  /** Records that the player answered the check of interval `count` of the login `loginKey`. */
  answer: (loginKey: string, count: number) => void;
}

/**
 * What the player answered of the reality checks, kept for the browser tab (sessionStorage) so a
 * reload does not ask again for an interval already answered.
 */
export const useRealityCheckStore = create<RealityCheckState>()(
  persist(
    (set) => ({
      answered: {},
      answer: (loginKey, count) =>
        set(({ answered }) => ({
          // Only this login matters: older logins' answers are dropped.
          answered: { [loginKey]: Math.max(count, answered[loginKey] ?? 0) },
        })),
    }),
    { name: 'zar.reality-check', storage: createJSONStorage(() => sessionStorage) },
  ),
);
