import { create } from 'zustand';

/** The auth dialogs; at most one of them is open (SPEC §2, §4). */
export type AuthDialogName = 'login' | 'register' | 'recovery' | 'sms';

export interface DialogState {
  /** The open auth dialog, or `null`. One value, so two can never be open together. */
  openDialog: AuthDialogName | null;
  /** Opens a dialog, closing whichever was open. */
  open: (name: AuthDialogName) => void;
  /** Closes the open dialog. */
  close: () => void;
}

/** Which auth dialog is open. */
export const useDialogStore = create<DialogState>()((set) => ({
  openDialog: null,
  open: (name) => set({ openDialog: name }),
  close: () => set({ openDialog: null }),
}));
