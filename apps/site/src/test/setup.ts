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
// jsdom lacks these browser APIs that Swiper, the layout and reduced-motion checks read.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

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
