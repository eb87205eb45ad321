import { notify } from '@zar/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { mockApi } from '../test/mock-api-server';
import { createTestQueryClient } from '../test/render-site-hook';
import { testSession } from '../test/test-session';
import { externalPage, sendDeposit, sendWithdrawal } from './payment-flow';

describe('payment flow', () => {
  beforeEach(() => useSessionStore.getState().signIn(testSession));
  afterEach(() => vi.restoreAllMocks());

  it('opens the external payment page of a Papara deposit in a new tab', async () => {
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => {});
    const outcome = await sendDeposit(
      { id: 1, target: 'pay', detail: { amount: 100, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );
    expect(outcome).toEqual({ mode: 'external', url: expect.stringMatching(/^http/) });
    expect(open).toHaveBeenCalledWith(outcome?.mode === 'external' ? outcome.url : '');
  });

  it("answers a bank transfer with the server's message and opens nothing", async () => {
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => {});
    const outcome = await sendDeposit(
      { id: 2, target: 'pay', detail: { amount: 500, bank: 1, fullName: 'Deniz Yılmaz' } },
      createTestQueryClient(),
    );
    expect(outcome).toMatchObject({ mode: 'message', message: expect.stringMatching(/.+/) });
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps a refused deposit open with the error toast', async () => {
    const error = vi.spyOn(notify, 'error');
    const outcome = await sendDeposit(
      { id: 1, target: 'pay', detail: { amount: 5, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );
    expect(outcome).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('holds a withdrawal, toasts the server message, and refuses one above the balance', async () => {
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    const before = mockApi.state.players.get('demo1')?.balanceMinor ?? 0;
    const accepted = await sendWithdrawal(
      { id: 12, target: 'pay', detail: { amount: 100, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );
    expect(accepted).toBe(true);
    expect(success).toHaveBeenCalledTimes(1);
    expect(mockApi.state.players.get('demo1')?.balanceMinor).toBe(before - 10_000);

    const refused = await sendWithdrawal(
      { id: 12, target: 'pay', detail: { amount: 49_999, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );
    expect(refused).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
