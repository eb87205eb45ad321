import { create } from 'zustand';

/** The auth dialogs; at most one of them is open (SPEC §2, §4). */
export type AuthDialogName = 'login' | 'register' | 'recovery' | 'sms';

export interface DialogState {
  /** The open auth dialog, or `null`. One value, so two can never be open together. */
  openDialog: AuthDialogName | null;
  /** The sign-up celebration ('Congratulations!') is showing; never together with an auth dialog. */
  celebration: boolean;
  /** Opens a dialog, closing whichever was open (and the celebration). */
  open: (name: AuthDialogName) => void;
  /** Shows the celebration, closing the open auth dialog. */
  showCelebration: () => void;
  /** Closes every dialog: the open auth dialog and the celebration. */
  close: () => void;
}

/** Which auth dialog is open, and whether the celebration shows. */
export const useDialogStore = create<DialogState>()((set) => ({
  openDialog: null,
  celebration: false,
  open: (name) => set({ openDialog: name, celebration: false }),
  showCelebration: () => set({ openDialog: null, celebration: true }),
  close: () => set({ openDialog: null, celebration: false }),
}));
