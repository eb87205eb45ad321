import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, mockApi, mockApiServer, statefulMockForThisFile } from '../test/mock-api-server';
import { createTestQueryClient } from '../test/render-site-hook';
import { testSession } from '../test/test-session';
import { externalPage, sendDeposit, sendWithdrawal } from './payment-flow';

// Its games, methods and offers are the mock's fixtures, not the API's seed (issue 23, open).
statefulMockForThisFile();

describe('payment flow', () => {
  beforeEach(() => useSessionStore.getState().signIn(testSession));
  afterEach(() => vi.restoreAllMocks());

  it('opens the external payment page of a Papara deposit in a new tab', async () => {
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => {});
    const outcome = await sendDeposit(
      { id: 1, target: 'pay', detail: { amount: 100, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );
    expect(outcome).toEqual({
      mode: 'external',
      url: expect.stringMatching(/^http/),
      id: expect.any(Number),
    });
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

  it('sends each submission with a new idempotency key', async () => {
    const keys: Array<string | null> = [];
    mockApiServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/payment/withdraw'))
        keys.push(request.headers.get('idempotency-key'));
    });
    const request = {
      id: 12,
      target: 'pay' as const,
      detail: { amount: 60, paparaNo: 1234567890 },
    };
    await sendWithdrawal(request, createTestQueryClient());
    await sendWithdrawal(request, createTestQueryClient());
    mockApiServer.events.removeAllListeners('request:start');

    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends a submission whose answer was lost again with the same key: one withdrawal is held', async () => {
    const keys: Array<string | null> = [];
    let lost = 1;
    mockApiServer.use(
      http.post(apiUrl('payment/withdraw'), async ({ request }) => {
        // The server's own handling (the mock API's), reached from here by a marked request.
        if (request.headers.has('x-test-forwarded')) return undefined;
        keys.push(request.headers.get('idempotency-key'));
        if (lost-- <= 0) return undefined;
        // The server files the withdrawal, but its answer never reaches the browser.
        const forwarded = new Request(request.clone());
        forwarded.headers.set('x-test-forwarded', '1');
        await fetch(forwarded);
        return HttpResponse.error();
      }),
    );
    const before = mockApi.state.players.get('demo1')?.balanceMinor ?? 0;

    const accepted = await sendWithdrawal(
      { id: 12, target: 'pay', detail: { amount: 100, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );

    expect(accepted).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(mockApi.state.players.get('demo1')?.balanceMinor).toBe(before - 10_000);
  });

  it('hands a 409 bonus_forfeit_required to the dialog without a toast, then forfeits when told (issue 22)', async () => {
    const player = mockApi.state.players.get('demo1');
    if (!player) throw new Error('the mock API has no demo1');
    player.activeBonus = {
      id: 9,
      offerId: 2,
      name: { tr: 'Slot Bonusu', en: 'Slot Bonus' },
      grantedMinor: 5000,
      balanceMinor: 5000,
      wageredMinor: 0,
      expiresAt: '2030-01-01T00:00:00.000Z',
      rules: mockApi.fixtures.bonusOffers[0]?.rules ?? ({} as never),
    };
    const error = vi.spyOn(notify, 'error');
    const onFailure = vi.fn();
    const onForfeitRequired = vi.fn();
    const request = {
      id: 12,
      target: 'pay' as const,
      detail: { amount: 100, paparaNo: 1234567890 },
    };

    expect(
      await sendWithdrawal(request, createTestQueryClient(), onFailure, { onForfeitRequired }),
    ).toBe(false);
    expect(onForfeitRequired).toHaveBeenCalledWith(
      expect.stringContaining('Slot Bonusu bonusunuzu iptal eder'),
    );
    expect(error).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();

    expect(
      await sendWithdrawal(request, createTestQueryClient(), onFailure, {
        forfeitBonus: true,
        onForfeitRequired,
      }),
    ).toBe(true);
    expect(player.activeBonus).toBeNull();
    expect(onForfeitRequired).toHaveBeenCalledTimes(1);
  });
});
