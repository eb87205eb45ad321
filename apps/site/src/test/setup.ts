import { cleanup, configure } from '@testing-library/react';
import { installDialogPolyfill } from '@zar/ui/testing';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetLiveChatStore } from '../live-chat/live-chat-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { resetUiStore } from '../stores/ui-store';
import { mockApi, mockApiServer } from './mock-api-server';

installDialogPolyfill();
// Lazy route chunks and mock API calls can take over a second on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });
// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

beforeAll(() => mockApiServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockApiServer.close());

afterEach(() => {
  cleanup();
  mockApiServer.resetHandlers();
  mockApi.reset();
  useSessionStore.getState().signOut();
  useDialogStore.getState().close();
  localStorage.clear();
  resetUiStore();
  resetLiveChatStore();
  document.body.className = '';
});
