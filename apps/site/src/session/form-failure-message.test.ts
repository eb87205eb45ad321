import type { SessionData } from '@zar/api-client';
import { notify } from '@zar/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendDeposit, sendWithdrawal } from '../payments/payment-flow';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { realApiForThisFile } from '../test/real-api';
import { createTestQueryClient } from '../test/render-site-hook';
import { logIn } from './log-in';

const api = realApiForThisFile();

/**
 * Issue 21: a refused login, deposit or withdrawal hands the server's message to its form too
 * (shown beside it), besides the error toast.
 */
describe('the server message of a refused form, for the form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useSessionStore.getState().signOut();
  });

  it('a wrong password: the toast and the login form both get the message', async () => {
    const error = vi.spyOn(notify, 'error');
    const onFailure = vi.fn();
    useDialogStore.getState().open('login');
    await expect(logIn({ username: 'demo1', password: 'yanlis1' }, onFailure)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Kullanıcı adı veya şifre hatalı.');
    expect(onFailure).toHaveBeenCalledWith('Kullanıcı adı veya şifre hatalı.');
  });

  describe('signed in', () => {
    /** A player of the test's own, with no money: the server refuses the withdrawal. */
    let testSession: SessionData;
    beforeEach(async () => {
      testSession = await api.signUp();
      useSessionStore.getState().signIn(testSession);
    });

    it('a refused deposit and a withdrawal over the balance: the form gets the toast’s message', async () => {
      const error = vi.spyOn(notify, 'error');
      const onDepositFailure = vi.fn();
      await expect(
        sendDeposit(
          { id: 1, target: 'pay', detail: { amount: 5, paparaNo: 1234567890 } },
          createTestQueryClient(),
          onDepositFailure,
        ),
      ).resolves.toBeNull();
      expect(onDepositFailure).toHaveBeenCalledTimes(1);
      expect(onDepositFailure).toHaveBeenCalledWith(error.mock.calls[0]?.[0]);

      const onWithdrawalFailure = vi.fn();
      await expect(
        sendWithdrawal(
          { id: 12, target: 'pay', detail: { amount: 49_999, paparaNo: 1234567890 } },
          createTestQueryClient(),
          onWithdrawalFailure,
        ),
      ).resolves.toBe(false);
      expect(onWithdrawalFailure).toHaveBeenCalledWith(error.mock.calls[1]?.[0]);
      expect(String(onWithdrawalFailure.mock.calls[0]?.[0])).not.toBe('');
    });
  });
});
