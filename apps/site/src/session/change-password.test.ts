import type { SessionData } from '@zar/api-client';
import { notify } from '@zar/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { realApiForThisFile } from '../test/real-api';
import { changePassword } from './change-password';

const api = realApiForThisFile();

describe('changePassword', () => {
  /** A logged-in player of each test's own, whose password is `secret1`. */
  let testSession: SessionData;
  beforeEach(async () => {
    testSession = await api.signUp({ password: 'secret1', password2: 'secret1' });
    useSessionStore.getState().signIn(testSession);
  });
  afterEach(() => vi.restoreAllMocks());

  it('changes the password and shows the server message', async () => {
    const success = vi.spyOn(notify, 'success');
    await expect(
      changePassword({ oldPassword: 'secret1', password: 'yeni123', confirmPassword: 'yeni123' }),
    ).resolves.toEqual({ changed: true });
    expect(await api.passwordWorks(testSession.username, 'yeni123')).toBe(true);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('returns the server message as the error on a wrong old password and changes nothing', async () => {
    const outcome = await changePassword({
      oldPassword: 'yanlis1',
      password: 'yeni123',
      confirmPassword: 'yeni123',
    });
    expect(outcome).toEqual({ changed: false, error: expect.stringMatching(/.+/) });
    expect(await api.passwordWorks(testSession.username, 'secret1')).toBe(true);
    expect(useSessionStore.getState().auth?.token).toBe(testSession.token);
  });
});
