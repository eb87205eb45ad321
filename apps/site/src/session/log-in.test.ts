import type { ProofOfWorkChallenge, SessionData } from '@zar/api-client';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fingerprintStorageKey } from '../api/fingerprint';
import { useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { authStorageKey, useSessionStore } from '../stores/session-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { realApiForThisFile } from '../test/real-api';
import { logIn } from './log-in';

const challenge: ProofOfWorkChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'a1b2',
    salt: 'c3d4',
    cost: 1_000,
    keyLength: 32,
    keyPrefix: 'e5f6',
  },
  signature: '0a0b',
};

const api = realApiForThisFile();
const password = 'gizli12';

describe('logIn', () => {
  /** A player of the test's own, signed up on the server (and not logged in on the site). */
  let player: SessionData;
  beforeEach(async () => {
    player = await api.signUp({ name: 'Deniz', password, password2: password });
  });
  afterEach(() => vi.restoreAllMocks());

  it('stores the auth data with the fingerprint, toasts the server message and closes dialogs', async () => {
    const success = vi.spyOn(notify, 'success');
    useDialogStore.getState().open('login');

    await expect(logIn({ username: player.username, password })).resolves.toBe(true);

    const { auth } = useSessionStore.getState();
    expect(auth).toMatchObject({ username: player.username, balance: 0 });
    // The FingerprintJS visitor id (faked in the test setup) is stored with the session.
    expect(auth?.fingerprint).toBe('fp-test-visitor');
    expect(localStorage.getItem(fingerprintStorageKey)).toBe('fp-test-visitor');
    expect(await api.sessionOwner(auth?.token ?? '')).toBe(player.username);
    expect(JSON.parse(localStorage.getItem(authStorageKey) ?? 'null').state.auth).toEqual(auth);
    expect(success).toHaveBeenCalledWith('Hoş geldiniz, Deniz!');
    expect(useDialogStore.getState().openDialog).toBeNull();
  });

  it('shows the server message as an error on a wrong password and keeps the dialog', async () => {
    const error = vi.spyOn(notify, 'error');
    useDialogStore.getState().open('login');

    await expect(logIn({ username: player.username, password: 'yanlis1' })).resolves.toBe(false);

    expect(useSessionStore.getState().auth).toBeNull();
    expect(error).toHaveBeenCalledWith('Kullanıcı adı veya şifre hatalı.');
    expect(useDialogStore.getState().openDialog).toBe('login');
  });

  it('past the attempt limits hands the challenge to the form instead of an error, and logs in with its solution', async () => {
    const error = vi.spyOn(notify, 'error');
    const sent: unknown[] = [];
    mockApiServer.use(
      http.post(apiUrl('auth/login'), async ({ request }) => {
        const body = (await request.clone().json()) as { altcha?: string };
        sent.push(body);
        if (body.altcha) return undefined;
        return HttpResponse.json(
          {
            success: false,
            message: 'Kısa bir doğrulama gerekiyor.',
            data: { reason: 'challenge_required', challenge },
          },
          { status: 428 },
        );
      }),
    );
    useDialogStore.getState().open('login');

    await expect(logIn({ username: player.username, password })).resolves.toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(useAccountFlowStore.getState().challenges.login).toEqual({
      challenge,
      message: 'Kısa bir doğrulama gerekiyor.',
    });
    expect(useDialogStore.getState().openDialog).toBe('login');

    await expect(logIn({ username: player.username, password, altcha: 'solved' })).resolves.toBe(
      true,
    );
    expect(sent.at(-1)).toEqual({ username: player.username, password, altcha: 'solved' });
    expect(useAccountFlowStore.getState().challenges.login).toBeNull();
    expect(useSessionStore.getState().auth?.username).toBe(player.username);
  });
});
