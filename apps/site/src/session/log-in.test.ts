import { notify } from '@zar/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprintStorageKey } from '../api/fingerprint';
import { useDialogStore } from '../stores/dialog-store';
import { authStorageKey, useSessionStore } from '../stores/session-store';
import { mockApi } from '../test/mock-api-server';
import { logIn } from './log-in';

describe('logIn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores the auth data with the fingerprint, toasts the server message and closes dialogs', async () => {
    const success = vi.spyOn(notify, 'success');
    useDialogStore.getState().open('login');

    await expect(logIn({ username: 'demo1', password: 'secret1' })).resolves.toBe(true);

    const { auth } = useSessionStore.getState();
    expect(auth).toMatchObject({ username: 'demo1', balance: 1250.5 });
    // The FingerprintJS visitor id (faked in the test setup) is stored with the session.
    expect(auth?.fingerprint).toBe('fp-test-visitor');
    expect(localStorage.getItem(fingerprintStorageKey)).toBe('fp-test-visitor');
    expect(mockApi.state.sessions.get(auth?.token ?? '')).toBe('demo1');
    expect(JSON.parse(localStorage.getItem(authStorageKey) ?? 'null').state.auth).toEqual(auth);
    expect(success).toHaveBeenCalledWith('Hoş geldiniz, Deniz!');
    expect(useDialogStore.getState().openDialog).toBeNull();
  });

  it('shows the server message as an error on a wrong password and keeps the dialog', async () => {
    const error = vi.spyOn(notify, 'error');
    useDialogStore.getState().open('login');

    await expect(logIn({ username: 'demo1', password: 'yanlis1' })).resolves.toBe(false);

    expect(useSessionStore.getState().auth).toBeNull();
    expect(error).toHaveBeenCalledWith('Kullanıcı adı veya şifre hatalı.');
    expect(useDialogStore.getState().openDialog).toBe('login');
  });
});
