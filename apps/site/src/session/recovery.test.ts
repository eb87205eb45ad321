import type { ProofOfWorkChallenge, SessionData } from '@zar/api-client';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { realApiForThisFile } from '../test/real-api';
import { logIn } from './log-in';
import {
  backToRecoveryUsername,
  changePasswordWithCode,
  checkResetCode,
  loginAfterRecoveryDelayMs,
  resendResetCode,
  sendResetCode,
} from './recovery';

const recoveryStep = () => useAccountFlowStore.getState().recovery.step;

const api = realApiForThisFile();
/** A player of each test's own, who forgot their password. */
let player: SessionData;
beforeEach(async () => {
  player = await api.signUp();
});
/** The reset code the server sent the player by SMS. */
const resetCode = () => api.lastCode(player.phone);

describe('password recovery', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes from step 1 to 4, then opens the login form 1 s later with the new password working', async () => {
    const error = vi.spyOn(notify, 'error');
    useDialogStore.getState().open('recovery');

    await expect(sendResetCode(player.username)).resolves.toBe(true);
    expect(useAccountFlowStore.getState().recovery).toEqual({
      step: 2,
      username: player.username,
      code: '',
      error: null,
      sentAt: expect.any(Number),
      resent: false,
    });

    await expect(checkResetCode('999999')).resolves.toBe(false);
    expect(recoveryStep()).toBe(2);
    expect(useAccountFlowStore.getState().recovery.error).toEqual(expect.stringMatching(/.+/));
    expect(error).not.toHaveBeenCalled();

    await expect(checkResetCode(resetCode())).resolves.toBe(true);
    expect(useAccountFlowStore.getState().recovery).toMatchObject({
      step: 3,
      code: resetCode(),
      error: null,
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await expect(
      changePasswordWithCode({ password: 'yeni123', password2: 'yeni123' }),
    ).resolves.toBe(true);
    expect(recoveryStep()).toBe(4);
    vi.advanceTimersByTime(loginAfterRecoveryDelayMs - 1);
    expect(useDialogStore.getState().openDialog).toBe('recovery');
    vi.advanceTimersByTime(1);
    expect(useDialogStore.getState().openDialog).toBe('login');
    // The login starts with the username of the recovery filled in.
    expect(useDialogStore.getState().loginUsername).toBe(player.username);
    expect(recoveryStep()).toBe(1);
    vi.useRealTimers();

    await expect(logIn({ username: player.username, password: 'yeni123' })).resolves.toBe(true);
    expect(useSessionStore.getState().auth?.username).toBe(player.username);
  });

  it('step 2 goes Back to the username, and Resend sends a new code and says so', async () => {
    await sendResetCode(player.username);
    const firstSentAt = useAccountFlowStore.getState().recovery.sentAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(resendResetCode()).resolves.toBe(true);
    expect(useAccountFlowStore.getState().recovery).toMatchObject({ step: 2, resent: true });
    expect(useAccountFlowStore.getState().recovery.sentAt).toBeGreaterThan(firstSentAt);
    backToRecoveryUsername();
    expect(useAccountFlowStore.getState().recovery).toMatchObject({
      step: 1,
      username: player.username,
      resent: false,
    });
  });

  it('keeps step 3 with the server message as its error when the code is no longer valid', async () => {
    const error = vi.spyOn(notify, 'error');
    await sendResetCode(player.username);
    await checkResetCode(resetCode());
    useAccountFlowStore.setState(({ recovery }) => ({ recovery: { ...recovery, code: '111111' } }));

    await expect(
      changePasswordWithCode({ password: 'yeni123', password2: 'yeni123' }),
    ).resolves.toBe(false);
    expect(recoveryStep()).toBe(3);
    expect(useAccountFlowStore.getState().recovery.error).toEqual(expect.stringMatching(/.+/));
    expect(error).not.toHaveBeenCalled();
  });

  it('past the attempt limits keeps the step with the challenge and no error, then goes on with its solution', async () => {
    const challenge: ProofOfWorkChallenge = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'c0ffee',
        salt: 'beef',
        cost: 1_000,
        keyLength: 32,
        keyPrefix: 'ab',
      },
      signature: '0a0b',
    };
    mockApiServer.use(
      http.post(apiUrl('auth/sendresetpassword'), async ({ request }) => {
        const body = (await request.clone().json()) as { altcha?: string };
        if (body.altcha === 'solved') return undefined;
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

    await expect(sendResetCode(player.username)).resolves.toBe(false);
    expect(recoveryStep()).toBe(1);
    expect(useAccountFlowStore.getState().recovery.error).toBeNull();
    expect(useAccountFlowStore.getState().challenges.recovery?.challenge).toEqual(challenge);

    await expect(sendResetCode(player.username, 'solved')).resolves.toBe(true);
    expect(recoveryStep()).toBe(2);
    expect(useAccountFlowStore.getState().challenges.recovery).toBeNull();
  });
});
