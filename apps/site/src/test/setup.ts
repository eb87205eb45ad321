import { cleanup, configure } from '@testing-library/react';
import { installBrowserStandIns, installDialogPolyfill } from '@zar/ui/testing';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetFingerprintLoading } from '../api/fingerprint';
import { resetLiveChatStore } from '../live-chat/live-chat-store';
import { cancelFlowSteps } from '../session/flow-timers';
import { resetAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { resetUiStore } from '../stores/ui-store';
import { mockApiServer } from './mock-api-server';

// jsdom has no canvas or audio for the FingerprintJS agent; every test gets this visitor id
// (fingerprint.test.ts makes the agent hang or fail).
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: vi.fn(async () => ({ get: async () => ({ visitorId: 'fp-test-visitor' }) })),
}));

// jsdom has no canvas to draw the celebration's confetti on.
vi.mock('canvas-confetti', () => ({
  default: {
    create: () =>
      Object.assign(
        vi.fn(async () => undefined),
        { reset: vi.fn() },
      ),
  },
}));

// The notification socket is tested on its own (notify-socket.test.ts): elsewhere a logged-in
// page opens none.
vi.mock('../realtime/use-notify-socket', () => ({ useNotifySocket: () => {} }));

installDialogPolyfill();
// Lazy route chunks and mock API calls can take over a second on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });
// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};
installBrowserStandIns();

beforeAll(() => mockApiServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockApiServer.close());

afterEach(() => {
  cleanup();
  mockApiServer.resetHandlers();
  useSessionStore.getState().signOut();
  useDialogStore.getState().close();
  cancelFlowSteps();
  resetAccountFlowStore();
  resetFingerprintLoading();
  localStorage.clear();
  sessionStorage.clear();
  resetUiStore();
  resetLiveChatStore();
  document.body.className = '';
});
