import type { SessionData } from '@zar/api-client';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { realApiForThisFile } from '../test/real-api';
import { createTestQueryClient } from '../test/render-site-hook';
import { externalPage, sendDeposit, sendWithdrawal } from './payment-flow';

const api = realApiForThisFile();
/** Each test's own player (no trial bonus), logged in, with ₺1.250,50 in cash. */
let testSession: SessionData;
beforeEach(async () => {
  testSession = await api.signUp({ trialBonus: false });
  await api.fund(testSession.username, 125_050);
});
const cashMinor = () => api.cashMinor(testSession.username);

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
      // Every field of the server's bank transfer form (it refuses a form with one missing).
      {
        id: 2,
        target: 'pay',
        detail: {
          amount: 500,
          fullName: 'Deniz Yılmaz',
          bank: 1,
          transferDate: '2026-11-26T12:00',
          ownAccount: true,
        },
      },
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
    const before = await cashMinor();
    const accepted = await sendWithdrawal(
      { id: 12, target: 'pay', detail: { amount: 100, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );
    expect(accepted).toBe(true);
    expect(success).toHaveBeenCalledTimes(1);
    expect(await cashMinor()).toBe(before - 10_000);

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
        // The server's own handling (the real API's), reached from here by a marked request.
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
    const before = await cashMinor();

    const accepted = await sendWithdrawal(
      { id: 12, target: 'pay', detail: { amount: 100, paparaNo: 1234567890 } },
      createTestQueryClient(),
    );

    expect(accepted).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await cashMinor()).toBe(before - 10_000);
  });

  it('hands a 409 bonus_forfeit_required to the dialog without a toast, then forfeits when told (issue 22)', async () => {
    // A bonus being wagered, claimed on the server (the seed's slot offer).
    const claimed = await fetch(apiUrl('bonus/claim'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${testSession.token}` },
      body: JSON.stringify({ id: 2 }),
    });
    expect(claimed.status).toBe(200);
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
      expect.stringContaining('Slot Turnuvası Giriş Bonusu bonusunuzu iptal eder'),
    );
    expect(error).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();

    expect(
      await sendWithdrawal(request, createTestQueryClient(), onFailure, {
        forfeitBonus: true,
        onForfeitRequired,
      }),
    ).toBe(true);
    expect(await api.activeBonus(testSession.username)).toBeUndefined();
    expect(onForfeitRequired).toHaveBeenCalledTimes(1);
  });
});
