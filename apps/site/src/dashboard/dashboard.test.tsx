import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionData } from '@zar/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '../session/log-in';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { realApiForThisFile } from '../test/real-api';
import { renderRoute } from '../test/render-route';

function setViewport(mobile: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: mobile && query === '(max-width: 63.999em)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const api = realApiForThisFile();
/** Each test's own player, signed up (and so logged in) with the password `secret1`. */
let testSession: SessionData;
beforeEach(async () => {
  testSession = await api.signUp({ password: 'secret1', password2: 'secret1' });
});

/** Renders the site at `path` for the logged-in player. */
function renderAsPlayer(path: string) {
  useSessionStore.getState().signIn(testSession);
  return renderRoute(path);
}

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('account area', { timeout: 15_000 }, () => {
  afterEach(() => {
    setViewport(false);
    vi.restoreAllMocks();
  });

  it("shows the side menu with the player's balance and marks the current entry", async () => {
    renderAsPlayer('/dashboard/session-history');
    await screen.findByRole('heading', { level: 1, name: 'Oturum Geçmişi' });
    const menu = screen.getByRole('navigation', { name: 'Hesap bölümü' });
    expect(within(menu).getByText(testSession.username)).toBeTruthy();
    expect(
      within(menu).getByRole('link', { name: 'Oturum Geçmişi' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(menu).getByRole('button', { name: 'Çıkış Yap' })).toBeTruthy();
  });

  it('keeps the cash and bonus rows in place from the login until the balance call says them', async () => {
    // The balance call is held until the menu has been seen without it.
    let answerBalance = () => {};
    const balanceHeld = new Promise<void>((resolve) => {
      answerBalance = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/user/balance')) await balanceHeld;
      return realFetch(input, init);
    });
    renderAsPlayer('/dashboard/session-history');
    const menu = await screen.findByRole('navigation', { name: 'Hesap bölümü' });
    const cash = () => within(menu).getByText('Nakit').nextElementSibling;
    // Right after a login the session knows the total only; the balance call brings the pockets.
    expect(useSessionStore.getState().auth?.cash).toBeUndefined();
    expect(cash()?.getAttribute('aria-busy')).toBe('true');
    answerBalance();
    await waitFor(() => expect(useSessionStore.getState().auth?.cash).toBeDefined());
    await waitFor(() => expect(cash()?.textContent).toMatch(/^₺\d/));
    expect(cash()?.hasAttribute('aria-busy')).toBe(false);
  });

  it('lists the sessions of the player, the current one marked', async () => {
    // A login from this browser, so the server marks its session as this device's.
    await logIn({ username: testSession.username, password: 'secret1' });
    renderRoute('/dashboard/session-history');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getByText('Bu cihaz')).toBeTruthy();
  });

  it("shows the player's account details", async () => {
    renderAsPlayer('/dashboard/account');
    await screen.findByRole('heading', { level: 1, name: 'Hesap Bilgileri' });
    expect(await screen.findByText(testSession.usercode)).toBeTruthy();
  });

  it('changes the password: a wrong old one is shown on the form, the right one empties it', async () => {
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/change-password');
    const form = await screen.findByRole('form', { name: 'Şifre Değiştir' });
    await user.type(within(form).getByLabelText('Eski Şifre'), 'yanlis1');
    await user.type(within(form).getByLabelText('Yeni Şifre'), 'yeni123');
    await user.type(within(form).getByLabelText('Yeni Şifre (Tekrar)'), 'yeni123');
    await user.click(within(form).getByRole('button', { name: 'Değiştir' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(await api.passwordWorks(testSession.username, 'secret1')).toBe(true);

    const oldPassword = within(form).getByLabelText('Eski Şifre');
    await user.clear(oldPassword);
    await user.type(oldPassword, 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Değiştir' }));
    await waitFor(() => {
      const emptied = within(screen.getByRole('form', { name: 'Şifre Değiştir' }));
      expect((emptied.getByLabelText('Eski Şifre') as HTMLInputElement).value).toBe('');
    });
    // Once the form has emptied (the change is done): a wrong login counts toward the limits.
    expect(await api.passwordWorks(testSession.username, 'yeni123')).toBe(true);
  });

  it('on a phone the user button opens the profile sidebar, whose entries close it', async () => {
    setViewport(true);
    const user = userEvent.setup();
    const { router } = renderAsPlayer('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    const header = screen.getAllByRole('banner').find((element) => !element.closest('dialog'));
    if (!header) throw new Error('no site header');
    await user.click(within(header).getByRole('button', { name: /^Hesabım/ }));

    const sidebar = await screen.findByRole('dialog', { name: 'Hesap menüsü' });
    expect(within(sidebar).getByRole('button', { name: 'Çıkış Yap' })).toBeTruthy();
    await user.click(within(sidebar).getByRole('link', { name: 'Hesabım' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
    expect(useUiStore.getState().profileSidebarOpen).toBe(false);
  });
});
