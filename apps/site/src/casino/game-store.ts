import type { Game } from '@zar/api-client';
import { create } from 'zustand';

export interface GameModalState {
  /** The game playing in the phone's game modal, or null. */
  game: Game | null;
  /** The lobby the modal returns to (its launch's lobby URL). */
  lobbyPath: string;
  open: (game: Game, lobbyPath: string) => void;
  close: () => void;
}

/** The game modal of phones (SPEC §2): one game at a time. */
export const useGameModalStore = create<GameModalState>()((set) => ({
  game: null,
  lobbyPath: '/casino/slot',
  open: (game, lobbyPath) => set({ game, lobbyPath }),
  close: () => set({ game: null }),
}));
