import { cleanup } from '@testing-library/react';
import { installDialogPolyfill } from '@zar/ui/testing';
import { afterEach } from 'vitest';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';

installDialogPolyfill();
// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  useSessionStore.getState().signOut();
  useDialogStore.getState().close();
  localStorage.clear();
});
