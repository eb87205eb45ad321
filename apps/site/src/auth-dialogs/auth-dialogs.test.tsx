import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDialogStore } from '../stores/dialog-store';
import { renderRoute } from '../test/render-route';

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
  await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo1');
  await user.type(within(dialog).getByLabelText('Şifre', { exact: true }), password);
  await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
}

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('auth dialogs', { timeout: 15_000 }, () => {
  it('logs the demo player in: the dialog closes and the header shows their name', async () => {
    const dialog = await openLoginDialog();
    await logInWith(dialog, 'secret1');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(siteHeader()).getAllByText('demo1').length).toBeGreaterThan(0);
    expect(await screen.findByText(/^Hoş geldiniz, /)).toBeTruthy();
  });

  it('keeps the dialog open with the error toast on a wrong password', async () => {
    const dialog = await openLoginDialog();
    await logInWith(dialog, 'yanlis1');

    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Giriş' })).toBeTruthy();
    expect(within(siteHeader()).queryByText('demo1')).toBeNull();
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
