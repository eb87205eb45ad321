import { beforeEach, describe, expect, it } from 'vitest';
import { fingerprintStorageKey } from '../api/fingerprint';
import { testSession as auth } from '../test/test-session';
import { useDialogStore } from './dialog-store';
import { authStorageKey, selectIsLoggedIn, useSessionStore } from './session-store';

describe('dialog store', () => {
  beforeEach(() => useDialogStore.setState({ openDialog: null }));

  it('keeps one auth dialog open at a time: opening one replaces the other', () => {
    const { open, close } = useDialogStore.getState();
    open('login');
    expect(useDialogStore.getState().openDialog).toBe('login');
    open('register');
    expect(useDialogStore.getState().openDialog).toBe('register');
    open('sms');
    expect(useDialogStore.getState().openDialog).toBe('sms');
    close();
    expect(useDialogStore.getState().openDialog).toBeNull();
  });
});

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('derives the login flag from the token', () => {
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    useSessionStore.getState().signIn(auth);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().signIn({ ...auth, token: '' });
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
  });

  it('persists the auth data in localStorage and clears it on sign-out', () => {
    useSessionStore.getState().signIn(auth);
    const stored = JSON.parse(localStorage.getItem(authStorageKey) ?? 'null');
    expect(stored.state.auth).toEqual({
      ...auth,
      fingerprint: localStorage.getItem(fingerprintStorageKey),
    });
    expect(stored.state.auth.fingerprint).toMatch(/^[0-9a-f-]{36}$/);
    useSessionStore.getState().signOut();
    expect(JSON.parse(localStorage.getItem(authStorageKey) ?? 'null').state.auth).toBeNull();
  });
});
