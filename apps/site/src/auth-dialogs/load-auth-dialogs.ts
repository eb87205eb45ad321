/**
 * The account dialogs' chunk (login, sign-up, SMS, recovery). The layout loads it when a dialog
 * first opens; the account area's guard starts it at once for a visitor it sends to log in, so the
 * dialog does not wait for the home page to render first.
 */
export const loadAuthDialogs = () => import('./auth-dialogs');
