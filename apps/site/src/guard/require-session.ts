import { type MiddlewareFunction, redirect } from 'react-router-dom';
import { loadAuthDialogs } from '../auth-dialogs/load-auth-dialogs';
import { paths } from '../routes/paths';
import { useDialogStore } from '../stores/dialog-store';
import { selectIsLoggedIn, useSessionStore } from '../stores/session-store';

/**
 * Route middleware of the account area: a visitor who arrives there directly (typed address,
 * bookmark, reload after the session ended) lands on the home page with the login dialog open,
 * and logging in from it brings them back to the address they asked for.
 * It runs before any loader of the area, so no protected data is requested for a visitor.
 */
export const requireSession: MiddlewareFunction = ({ request }) => {
  if (selectIsLoggedIn(useSessionStore.getState())) return;
  void loadAuthDialogs();
  const { pathname, search, hash } = new URL(request.url);
  useDialogStore.getState().open('login', { returnTo: `${pathname}${search}${hash}` });
  throw redirect(paths.home);
};
