import { load } from '@fingerprintjs/fingerprintjs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionData } from '@zar/api-client';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updatePhoneVerification, useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { realApiForThisFile } from '../test/real-api';
import { renderRoute } from '../test/render-route';

const api = realApiForThisFile();
/** Each test's own player, signed up with the password `secret1` and the trial bonus. */
let testSession: SessionData;
beforeEach(async () => {
  testSession = await api.signUp({ password: 'secret1', password2: 'secret1' });
});

/** Renders the site with the login dialog open, once the page has loaded. */
async function openLoginDialog() {
  renderRoute('/casino/live');
  await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
  useDialogStore.getState().open('login');
  return screen.findByRole('dialog', { name: 'Giriş' });
}

/** The site header (the dialog's own header is a banner too while it is open). */
function siteHeader() {
  const header = screen.getAllByRole('banner').find((element) => !element.closest('dialog'));
  if (!header) throw new Error('no site header');
  return header;
}

async function logInWith(dialog: HTMLElement, password: string) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), testSession.username);
  await user.type(within(dialog).getByLabelText('Şifre', { exact: true }), password);
  await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
}

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('auth dialogs', { timeout: 15_000 }, () => {
  it('work out the browser fingerprint when they first open, not on a visitor’s page load', async () => {
    vi.mocked(load).mockClear();
    renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    expect(load).not.toHaveBeenCalled();
    useDialogStore.getState().open('login');
    await screen.findByRole('dialog', { name: 'Giriş' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('logs the demo player in: the dialog closes and the header shows their name', async () => {
    const dialog = await openLoginDialog();
    await logInWith(dialog, 'secret1');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(siteHeader()).getAllByText(testSession.username).length).toBeGreaterThan(0);
    expect(await screen.findByText(/^Hoş geldiniz, /)).toBeTruthy();
  });

  it('past the attempt limits shows the API’s check in the login form, not an error', async () => {
    mockApiServer.use(
      http.post(apiUrl('auth/login'), () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Kısa bir doğrulama gerekiyor.',
            data: {
              reason: 'challenge_required',
              challenge: {
                parameters: {
                  algorithm: 'PBKDF2/SHA-256',
                  nonce: 'd1a1',
                  salt: '5a17',
                  cost: 1_000,
                  keyLength: 32,
                  keyPrefix: 'ab',
                },
                signature: '0a0b',
              },
            },
          },
          { status: 428 },
        ),
      ),
    );
    const dialog = await openLoginDialog();
    await logInWith(dialog, 'secret1');

    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Kısa bir doğrulama gerekiyor.',
    );
    expect(screen.queryByText('Kullanıcı adı veya şifre hatalı.')).toBeNull();
    // Closing the dialog forgets the challenge: the next login starts with a plain call.
    useDialogStore.getState().close();
    await waitFor(() => expect(useAccountFlowStore.getState().challenges.login).toBeNull());
  });

  it('keeps the dialog open with the error toast, and the message beside the form, on a wrong password', async () => {
    const dialog = await openLoginDialog();
    await logInWith(dialog, 'yanlis1');

    // The toast, and the same message beside the form (issue 21).
    await waitFor(() =>
      expect(screen.getAllByText('Kullanıcı adı veya şifre hatalı.')).toHaveLength(2),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Kullanıcı adı veya şifre hatalı.');
    expect(screen.getByRole('dialog', { name: 'Giriş' })).toBeTruthy();
    expect(within(siteHeader()).queryByText(testSession.username)).toBeNull();
  });

  it('a login from a protected page the visitor was kept from goes on to it', async () => {
    const { router } = renderRoute('/dashboard/claim-bonus');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş' });
    expect(router.state.location.pathname).toBe('/');
    await logInWith(dialog, 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/claim-bonus'));
  });

  it('reopening the recovery starts clean at step 1', async () => {
    const user = userEvent.setup();
    const dialog = await openLoginDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Şifremi Unuttum' }));
    let recovery = await screen.findByRole('dialog', { name: 'Şifremi Unuttum' });
    await user.type(within(recovery).getByLabelText('Kullanıcı Adı'), testSession.username);
    await user.click(within(recovery).getByRole('button', { name: 'Devam' }));
    expect(await within(recovery).findByText('Adım 2 / 4')).toBeTruthy();
    expect(within(recovery).getByRole('button', { name: 'Geri' })).toBeTruthy();
    useDialogStore.getState().close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    useDialogStore.getState().open('recovery');
    recovery = await screen.findByRole('dialog', { name: 'Şifremi Unuttum' });
    expect(within(recovery).getByText('Adım 1 / 4')).toBeTruthy();
    expect(within(recovery).getByLabelText('Kullanıcı Adı')).toHaveProperty('value', '');
  });

  it('Recovery Password switches to the recovery dialog, and Sign Up Now! to registration', async () => {
    const dialog = await openLoginDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Şifremi Unuttum' }));

    const recovery = await screen.findByRole('dialog', { name: 'Şifremi Unuttum' });
    expect(within(recovery).getByText('Adım 1 / 4')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(within(recovery).getByRole('button', { name: 'Hemen Üye Ol!' }));
    const registration = await screen.findByRole('dialog', { name: 'Üye Ol' });
    expect(await within(registration).findByRole('option', { name: 'Türkiye' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('sign-up phone verification and celebration', { timeout: 15_000 }, () => {
  it('sends the code to the locked phone, keeps step 2 on a wrong code, then celebrates', async () => {
    const user = userEvent.setup();
    renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    useSessionStore.getState().signIn(testSession);
    updatePhoneVerification({ step: 1, phone: testSession.phone, locked: true });
    useDialogStore.getState().open('sms');

    const dialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    const phone = within(dialog).getByLabelText('Telefon Numaranızı Girin');
    expect(phone).toHaveProperty('readOnly', true);
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));

    const code = await within(dialog).findByLabelText('SMS Kodunu Girin');
    expect(within(dialog).getByRole('timer')).toBeTruthy();
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    // Why, next to the cleared field.
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(code).toHaveProperty('value', ''));
    expect(screen.getByRole('dialog', { name: 'Telefon Doğrulama' })).toBe(dialog);

    await user.type(
      within(dialog).getByLabelText('SMS Kodunu Girin'),
      api.lastCode(testSession.phone),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    const celebration = await screen.findByRole('dialog', { name: 'Tebrikler!' });
    expect(useSessionStore.getState().auth?.smsVerified).toBe(true);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(celebration).getByRole('button', { name: 'Evet' })).toBeTruthy();
  });

  it('without a trial bonus offers Deposit, which goes to /dashboard/deposit and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    useSessionStore.getState().signIn(testSession);
    useAccountFlowStore.setState({ trialBonusAmount: 0 });
    useDialogStore.getState().showCelebration();

    const celebration = await screen.findByRole('dialog', { name: 'Tebrikler!' });
    expect(within(celebration).queryByRole('button', { name: 'Evet' })).toBeNull();
    await user.click(within(celebration).getByRole('button', { name: 'Para Yatır' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/deposit'));
    expect(useDialogStore.getState().celebration).toBe(false);
  });

  it("'Yes' claims the trial bonus once and the celebration closes a second later", async () => {
    const user = userEvent.setup();
    renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    useSessionStore.getState().signIn(testSession);
    // The server gives the trial bonus (chosen at sign-up) to a verified phone only.
    await api.verifyPhone(testSession);
    useDialogStore.getState().showCelebration();

    const celebration = await screen.findByRole('dialog', { name: 'Tebrikler!' });
    await user.click(within(celebration).getByRole('button', { name: 'Evet' }));
    await waitFor(async () =>
      expect((await api.player(testSession.username))?.trialBonusPending).toBe(false),
    );
    expect(within(celebration).queryByRole('button', { name: 'Evet' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tebrikler!' })).toBeNull());
  });
});
