import { create } from 'zustand';

/** The auth dialogs; at most one of them is open (SPEC §2, §4). */
export type AuthDialogName = 'login' | 'register' | 'recovery' | 'sms';

/** What opening a dialog may carry along. */
export interface OpenOptions {
  /**
   * The page a visitor was kept from (a protected address): a login from this dialog, or from
   * the recovery or sign-up dialogs it leads to, goes there. Kept while the player moves between
   * the auth dialogs; dropped when they close.
   */
  returnTo?: string;
  /** The username the login form starts with (after a password recovery). */
  username?: string;
}

export interface DialogState {
  /** The open auth dialog, or `null`. One value, so two can never be open together. */
  openDialog: AuthDialogName | null;
  /** The sign-up celebration ('Congratulations!') is showing; never together with an auth dialog. */
  celebration: boolean;
  /** Where a login goes once it succeeds (see `OpenOptions.returnTo`); `null`: stay. */
  returnTo: string | null;
  /** The address a successful login must now go to; the dialogs' host navigates and clears it. */
  returnNow: string | null;
  /** The username the login form starts with; `''` when none. */
  loginUsername: string;
  /** Opens a dialog, closing whichever was open (and the celebration). */
  open: (name: AuthDialogName, options?: OpenOptions) => void;
  /** Shows the celebration, closing the open auth dialog. */
  showCelebration: () => void;
  /** Closes every dialog: the open auth dialog and the celebration. */
  close: () => void;
  /** Closes every dialog after a login, and sends the player where they were kept from. */
  loggedIn: () => void;
}

/** Which auth dialog is open, and whether the celebration shows. */
export const useDialogStore = create<DialogState>()((set) => ({
  openDialog: null,
  celebration: false,
  returnTo: null,
  returnNow: null,
  loginUsername: '',
  open: (name, options = {}) =>
    set((state) => ({
      openDialog: name,
      celebration: false,
      returnTo: options.returnTo ?? (state.openDialog ? state.returnTo : null),
      loginUsername: options.username ?? '',
    })),
  showCelebration: () =>
    set({ openDialog: null, celebration: true, returnTo: null, loginUsername: '' }),
  close: () => set({ openDialog: null, celebration: false, returnTo: null, loginUsername: '' }),
  loggedIn: () =>
    set((state) => ({
      openDialog: null,
      celebration: false,
      returnTo: null,
      returnNow: state.returnTo,
      loginUsername: '',
    })),
}));
