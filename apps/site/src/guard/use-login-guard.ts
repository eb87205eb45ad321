import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { isProtectedPath } from '../routes/paths';
import { useDialogStore } from '../stores/dialog-store';
import { selectIsLoggedIn, useSessionStore } from '../stores/session-store';

/**
 * Blocks a visitor's in-app navigation into the account area: they stay on the page they are on
 * and the login dialog opens (SPEC §2, §6); logging in from it then goes to the page they were
 * kept from. Mount once, in the site layout.
 */
export function useLoginGuard() {
  const openDialog = useDialogStore((state) => state.open);
  const blocker = useBlocker(
    ({ nextLocation }) =>
      isProtectedPath(nextLocation.pathname) && !selectIsLoggedIn(useSessionStore.getState()),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    blocker.reset();
    openDialog('login', { returnTo: `${pathname}${search}${hash}` });
  }, [blocker, openDialog]);
}
