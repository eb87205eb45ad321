import { notify } from '@zar/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { mockApi } from '../test/mock-api-server';
import { acceptTestSession, testSession } from '../test/test-session';
import { changePassword } from './change-password';

describe('changePassword', () => {
  beforeEach(() => {
    acceptTestSession();
    useSessionStore.getState().signIn(testSession);
  });
  afterEach(() => vi.restoreAllMocks());

  it('changes the password and shows the server message', async () => {
    const success = vi.spyOn(notify, 'success');
    await expect(
      changePassword({ oldPassword: 'secret1', password: 'yeni123', confirmPassword: 'yeni123' }),
    ).resolves.toEqual({ changed: true });
    expect(mockApi.state.players.get('demo1')?.password).toBe('yeni123');
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('returns the server message as the error on a wrong old password and changes nothing', async () => {
    const outcome = await changePassword({
      oldPassword: 'yanlis1',
      password: 'yeni123',
      confirmPassword: 'yeni123',
    });
    expect(outcome).toEqual({ changed: false, error: expect.stringMatching(/.+/) });
    expect(mockApi.state.players.get('demo1')?.password).toBe('secret1');
    expect(useSessionStore.getState().auth?.token).toBe(testSession.token);
  });
});
