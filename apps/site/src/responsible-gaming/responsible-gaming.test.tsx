import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaySession, SessionData } from '@zar/api-client';
import { LaunchProvider } from '@zar/api-client/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playPath } from '../casino/play-path';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { realApiForThisFile } from '../test/real-api';
import { renderRoute } from '../test/render-route';
import { useRealityCheckStore } from './reality-check-store';

const api = realApiForThisFile();
/** Each test's own player, signed up (and so logged in). */
let testSession: SessionData;
beforeEach(async () => {
  testSession = await api.signUp();
});

function renderAsPlayer(path: string) {
  useSessionStore.getState().signIn(testSession);
  return renderRoute(path);
}

const slot = {
  gameCode: 'zar-slot',
  name: 'Zar Meyveleri',
  providerName: LaunchProvider.Dt,
  studio: 'BGaming',
  mainProviderId: 1,
  productId: null,
  system: null,
  imageUrl: '/media/games/zar-slot.svg',
  isLive: false,
};

/** The server's play session answers a login that started `minutesAgo` minutes ago. */
function loginStarted(minutesAgo: number, session: Partial<PlaySession> = {}) {
  const startedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  mockApiServer.use(
    http.get(apiUrl('customer/playsession'), () =>
      HttpResponse.json({
        success: true,
        message: null,
        data: {
          startedAt,
          endsAt: null,
          realityCheckMinutes: 30,
          staked: 40,
          won: 15,
          net: -25,
          ...session,
        },
      }),
    ),
  );
  return startedAt;
}

afterEach(() => {
  vi.restoreAllMocks();
  useRealityCheckStore.setState({ answered: {} });
});

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('the responsible gaming page', { timeout: 20_000 }, () => {
  it('sets a limit with the server and shows the limit in force', async () => {
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/responsible-gaming');
    const input = await screen.findByRole('textbox', {
      name: 'Günlük para yatırma limiti: Yeni limit (₺)',
    });
    await user.type(input, '250');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByText('₺250,00').length).toBeGreaterThan(0));
    const limits = await (
      await fetch(apiUrl('customer/limits'), {
        headers: { Authorization: `Bearer ${testSession.token}` },
      })
    ).json();
    expect(limits.data.limits[0]).toEqual({ kind: 'depositDaily', value: 250, pending: null });
  });

  it('downloads the activity statement of the chosen days as a CSV file', async () => {
    const user = userEvent.setup();
    const created = vi.fn((_blob: Blob) => 'blob:statement');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderAsPlayer('/dashboard/responsible-gaming');
    await user.click(await screen.findByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    // The server's name for it (the old stateful mock called it `statement-…`).
    expect(link.download).toMatch(/^zar-hesap-dokumu-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const blob = created.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    // UTF-8 with its byte-order mark, so spreadsheets read ğ, ş and ı right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob?.text()).toMatch(/^Tarih,Tür,Açıklama,Tutar/);
  });

  it('self-exclusion needs the acknowledgement and a confirmation, then ends the session', async () => {
    const user = userEvent.setup();
    const { router } = renderAsPlayer('/dashboard/responsible-gaming');
    const submit = await screen.findByRole('button', { name: 'Hesabımı kapat' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Hesabımın hemen kapatılacağını ve bunun sitede geri alınamayacağını anlıyorum.',
      }),
    );
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Evet, hesabımı kapat' }));
    await waitFor(() => expect(useSessionStore.getState().auth).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the reality check over a game', { timeout: 20_000 }, () => {
  it('always shows the time played and the net result of this login', async () => {
    loginStarted(12);
    renderAsPlayer(playPath(slot));
    const summary = await screen.findByRole('region', { name: 'Oturum özeti' });
    await waitFor(() => expect(summary.textContent).toContain('00:12:'));
    expect(summary.textContent).toContain('−₺25,00');
    expect(screen.queryByRole('dialog', { name: 'Gerçeklik kontrolü' })).toBeNull();
  });

  it('asks once an interval has passed, and not again for the same interval once answered', async () => {
    const user = userEvent.setup();
    const startedAt = loginStarted(31);
    renderAsPlayer(playPath(slot));
    const dialog = await screen.findByRole('dialog', { name: 'Gerçeklik kontrolü' });
    expect(dialog.textContent).toContain('31 dk');
    expect(dialog.textContent).toContain('−₺25,00');
    await user.click(within(dialog).getByRole('button', { name: 'Oynamaya devam et' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Gerçeklik kontrolü' })).toBeNull(),
    );
    expect(useRealityCheckStore.getState().answered[startedAt]).toBe(1);
    expect(await screen.findByTitle('Zar Meyveleri oyunu')).toBeTruthy();
  });

  it('view history closes the game and opens the game history', async () => {
    const user = userEvent.setup();
    loginStarted(61);
    const { router } = renderAsPlayer(playPath(slot));
    const dialog = await screen.findByRole('dialog', { name: 'Gerçeklik kontrolü' });
    await user.click(within(dialog).getByRole('button', { name: 'Geçmişi görüntüle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/game-history'));
  });

  it('asks nothing when the player set no interval', async () => {
    loginStarted(600, { realityCheckMinutes: null });
    renderAsPlayer(playPath(slot));
    await screen.findByRole('region', { name: 'Oturum özeti' });
    expect(screen.queryByRole('dialog', { name: 'Gerçeklik kontrolü' })).toBeNull();
  });
});
