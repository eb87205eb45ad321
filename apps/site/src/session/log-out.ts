import type { QueryClient } from '@tanstack/react-query';
import { apiClient, endingSession } from '../api/api-client';
import { closeNotifySocket } from '../realtime/use-notify-socket';
import { paths } from '../routes/paths';
import { resetAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { selectIsLoggedIn, useSessionStore } from '../stores/session-store';
import { resetUiStore } from '../stores/ui-store';
import { cancelFlowSteps } from './flow-timers';

/** The page reloads this long after a logout (SPEC §4). */
export const logoutReloadDelayMs = 300;

/**
 * Loads the site afresh at a path; an object so tests can replace `reload`. Not
 * `location.reload()`: the router's move to a lazy page changes the address only once the page's
 * chunk has loaded, which on a slow phone can take longer than the delay, and the reload then
 * brought back the page the player logged out on.
 */
export const pageReload = {
  reload: (path: string) => window.location.replace(path),
};

/** What a logout needs from the React tree. */
export interface LogOutContext {
  /** The site's query cache, emptied at logout. */
  queryClient: QueryClient;
  /** Goes to a path of the site. */
  navigate: (path: string) => void;
}

function clearBrowserStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage is off: there is nothing stored to clear.
    }
  }
}

/**
 * The logout sequence of SPEC §4: signs out here first and closes the notification socket, then
 * tells the server with the ending session (its failure is ignored) — so nothing the page still
 * does meets the ended session (a socket closed by the server, a balance poll refused with 401)
 * and the console stays clean (issue 21); clears all browser storage, goes to the home page,
 * resets the stores and the query cache, and 300 ms later loads the home page afresh.
 */
export async function logOut({ queryClient, navigate }: LogOutContext): Promise<void> {
  cancelFlowSteps();
  const session = useSessionStore.getState();
  const auth = selectIsLoggedIn(session) ? session.auth : null;
  useSessionStore.getState().signOut();
  await queryClient.cancelQueries();
  if (auth?.token) {
    await closeNotifySocket();
    endingSession.auth = { token: auth.token, fingerprint: auth.fingerprint };
    try {
      await apiClient.logout().catch(() => undefined);
    } finally {
      endingSession.auth = null;
    }
  }
  clearBrowserStorage();
  navigate(paths.home);
  useDialogStore.getState().close();
  resetAccountFlowStore();
  resetUiStore();
  queryClient.clear();
  setTimeout(() => pageReload.reload(paths.home), logoutReloadDelayMs);
}

export { useLogOut } from './use-log-out';
