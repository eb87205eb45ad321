import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openHomeAndClosePopup } from './site-shell';

/** A player this test registered through the API, with a unique username, e-mail and phone. */
interface TestPlayer {
  username: string;
  phone: string;
  password: string;
}

/** Registers a fresh player (the API database is shared by the whole run). */
async function registerPlayer(request: APIRequestContext): Promise<TestPlayer> {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const player = { username: `oyuncu${suffix}`, phone: `905${suffix}`, password: 'gizli1' };
  const response = await request.post('/api/auth/register', {
    headers: { locale: 'tr' },
    data: {
      name: 'Ayşe Gül',
      surname: 'Öztürk',
      username: player.username,
      email: `${player.username}@zar.test`,
      phone: player.phone,
      country: 235,
      PersonalNo: '10000000146',
      password: player.password,
      password2: player.password,
      birthDateDay: '15',
      birthDateMonth: '06',
      birthDateYear: '1990',
      birthDate: '1990-06-15',
      currencyId: 1,
      trialBonus: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return player;
}

/** Opens the login dialog from the header's Login button (text on desktop, icon on mobile). */
async function openLoginDialog(page: Page) {
  await openHomeAndClosePopup(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Giriş' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Submits the open login dialog with the player's username and `password`. */
async function submitLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Giriş' });
  await dialog.getByLabel('Kullanıcı Adı').fill(username);
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
}

/**
 * The header shows the logged-in player: their username on desktop; on a phone, where the bar has
 * room for an icon only, the account button ('Hesabım') instead of Login.
 */
async function expectLoggedIn(page: Page, username: string, isMobile: boolean) {
  await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeHidden();
  const header = page.getByRole('banner');
  if (isMobile) {
    await expect(header.getByRole('button', { name: 'Hesabım' })).toBeVisible();
  } else {
    await expect(header.getByText(username).filter({ visible: true }).first()).toBeVisible();
  }
  await expect(
    header.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }),
  ).toHaveCount(0);
}

test.describe('accounts', () => {
  test('a player logs in with a wrong, then the right password', async ({
    page,
    request,
    isMobile,
  }) => {
    const player = await registerPlayer(request);
    const dialog = await openLoginDialog(page);

    await submitLogin(page, player.username, 'yanlis1');
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı', { exact: false })).toBeVisible();
    await expect(dialog).toBeVisible();

    await submitLogin(page, player.username, player.password);
    await expectLoggedIn(page, player.username, isMobile);
  });

  test('a player logs out from the user menu', async ({ page, request, isMobile }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'desktop',
      'on a phone the user button opens /dashboard, which has no logout yet',
    );
    const player = await registerPlayer(request);
    await openLoginDialog(page);
    await submitLogin(page, player.username, player.password);
    await expectLoggedIn(page, player.username, isMobile);

    await page.getByRole('button', { name: new RegExp(player.username) }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText(player.username)).toHaveCount(0);
  });

  test('a player recovers the password with the SMS code and logs in with the new one', async ({
    page,
    request,
    isMobile,
  }) => {
    const player = await registerPlayer(request);
    const newPassword = 'yenisifre2';
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: 'Şifremi Unuttum' }).click();

    const recovery = page.getByRole('dialog', { name: 'Şifremi Unuttum' });
    await expect(recovery.getByText('Adım 1 / 4')).toBeVisible();
    await recovery.getByLabel('Kullanıcı Adı').fill(player.username);
    await recovery.getByRole('button', { name: 'Devam' }).click();
    await expect(recovery.getByText('Adım 2 / 4')).toBeVisible();

    let code = '';
    await expect
      .poll(async () => {
        const outbox = await request.get(`/api/dev/outbox?to=${player.phone}`);
        const body: string = (await outbox.json()).data[0]?.body ?? '';
        code = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
        return code;
      })
      .not.toBe('');
    await recovery.getByLabel('Sıfırlama Kodu').fill(code);
    await recovery.getByRole('button', { name: 'Doğrula' }).click();
    await expect(recovery.getByText('Adım 3 / 4')).toBeVisible();

    await recovery.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
    await recovery.getByLabel('Yeni Şifre (Tekrar)', { exact: true }).fill(newPassword);
    await recovery.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(recovery.getByText('Şifre değişikliği başarılı', { exact: false })).toBeVisible();

    // The login dialog opens by itself a second later.
    await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
    await submitLogin(page, player.username, newPassword);
    await expectLoggedIn(page, player.username, isMobile);
  });
});
