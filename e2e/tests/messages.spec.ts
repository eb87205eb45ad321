import type { BrowserContext, Locator, Page } from '@playwright/test';
import { postFromOwnAddress, sessionHeaders, signedInPlayer, signUpBody } from './players';
import { expectSeen, watchSeen } from './seen';
import { shotsDir } from './shots';
import { expect, gotoPlain, test } from './test';

/**
 * Issue 21, points 1 and 10: every message of SPEC §8 a player can meet is seen — the toast above
 * any open dialog, and a refused form's message beside the form too — at 375 and 1440 px, in
 * Turkish and in English; and the home popup never opens once the visitor has acted.
 */

const port = process.env.E2E_PORT ?? '8181';
const shots = shotsDir('visible');

/** What the journeys read and press, in each language. */
const words = {
  tr: {
    headerLogin: 'Giriş Yap',
    loginDialog: 'Giriş',
    username: 'Kullanıcı Adı',
    password: 'Şifre',
    submitLogin: 'Giriş Yap',
    wrongPassword: 'Kullanıcı adı veya şifre hatalı.',
    welcome: /Hoş geldiniz, Deniz!/,
    depositDialog: 'Para Yatır',
    withdrawDialog: 'Para Çek',
    amount: 'Tutar',
    paparaNo: 'Papara numarası',
    submitDeposit: 'Yatır',
    submitWithdraw: 'Çekim Talebi Gönder',
    overDailyLimit: /Günlük para yatırma limitiniz ₺100,00/,
    overBalance: 'Bakiyeniz bu çekim için yetersiz.',
    noData: 'Veri bulunamadı',
    close: 'Kapat',
    changeForm: 'Şifre Değiştir',
    oldPassword: 'Eski Şifre',
    newPassword: 'Yeni Şifre',
    newPassword2: 'Yeni Şifre (Tekrar)',
    change: 'Değiştir',
    oldPasswordWrong: 'Mevcut şifreniz hatalı.',
    passwordChanged: 'Şifreniz başarıyla değiştirildi.',
    addFavorite: 'Aviator favorilere ekle',
    play: 'Zar Meyveleri oyna',
  },
  en: {
    headerLogin: 'Login',
    loginDialog: 'Login',
    username: 'Username',
    password: 'Password',
    submitLogin: 'Login',
    wrongPassword: 'Wrong username or password.',
    welcome: /Welcome, Deniz!/,
    depositDialog: 'Deposit Money',
    withdrawDialog: 'Withdraw Money',
    amount: 'Amount',
    paparaNo: 'Papara number',
    submitDeposit: 'Deposit',
    submitWithdraw: 'Request Withdrawal',
    overDailyLimit: /Your daily deposit limit is ₺100/,
    overBalance: 'Your balance is not enough for this withdrawal.',
    noData: 'No data found',
    close: 'Close',
    changeForm: 'Change Password',
    oldPassword: 'Old Password',
    newPassword: 'Password',
    newPassword2: 'Confirm Password',
    change: 'Change',
    oldPasswordWrong: 'Your current password is wrong.',
    passwordChanged: 'Your password has been changed.',
    addFavorite: 'Add Aviator to favorites',
    play: 'Play Zar Meyveleri',
  },
} as const;
type Language = keyof typeof words;

/** A player registered through the API (not logged in in the browser), with a daily deposit limit of ₺100. */
async function playerWithDepositLimit() {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const username = `mesaj${suffix}`;
  const password = 'gizli1';
  const fingerprint = `e2e-${suffix}`;
  const registered = await postFromOwnAddress(
    '/api/auth/register',
    signUpBody(username, suffix, password),
    { fingerprint },
  );
  expect(registered.status, JSON.stringify(registered.json)).toBe(200);
  const { token } = registered.json.data as { token: string };
  const limit = await postFromOwnAddress(
    '/api/customer/limits',
    { kind: 'depositDaily', value: 100 },
    sessionHeaders({ username, token, fingerprint }),
  );
  expect(limit.status, JSON.stringify(limit.json)).toBe(200);
  return { username, password };
}

/** The browser speaks `language` from the first request on (the site's saved choice). */
async function speak(context: BrowserContext, language: Language) {
  await context.addCookies([
    { name: 'zar.language', value: language, url: `http://127.0.0.1:${port}` },
  ]);
  await context.addInitScript((chosen) => {
    localStorage.setItem('zar.language', chosen);
  }, language);
}

/** A toast or a form's own message that reads `text`. */
function shown(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
}

/** A toast that reads `text`. */
function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${shots}/${name}-${project}.png` });
}

/** Opens a payment method's dialog from its dashboard page. */
async function openMethod(page: Page, path: string, dialogName: string) {
  await page.goto(path);
  await page.getByRole('button', { name: /Papara/ }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('every message seen', () => {
  for (const language of ['tr', 'en'] as const) {
    const t = words[language];
    test(`${language}: a wrong password, a deposit over the daily limit and a withdrawal over the balance are seen above their dialogs and beside their forms`, async ({
      page,
      context,
    }, testInfo) => {
      const project = `${language}-${testInfo.project.name}`;
      const player = await playerWithDepositLimit();
      await speak(context, language);

      // Login refused: the toast over the dialog, not dimmed by its backdrop, and the form says it too.
      await page.goto('/casino/slot');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t.headerLogin, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      const login = page.getByRole('dialog', { name: t.loginDialog, exact: true });
      await login.getByLabel(t.username).fill(player.username);
      await login.getByLabel(t.password, { exact: true }).fill('yanlis1');
      await login.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expectSeen(toast(page, t.wrongPassword));
      await expectSeen(login.getByRole('alert').filter({ hasText: t.wrongPassword }));
      await shoot(page, 'login-refused', project);

      // Login success: the server's welcome as a success toast (SPEC §8).
      await login.getByLabel(t.password, { exact: true }).fill(player.password);
      const welcome = watchSeen(page, '[role="status"]', t.welcome);
      await login.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await welcome;
      await expect(login).toBeHidden();

      // A deposit over the daily limit: refused, the dialog stays with its form.
      const deposit = await openMethod(page, '/dashboard/deposit', t.depositDialog);
      await deposit.getByRole('spinbutton', { name: t.amount }).fill('150');
      await deposit.getByLabel(t.paparaNo, { exact: true }).pressSequentially('1234567890');
      await deposit.getByRole('button', { name: t.submitDeposit, exact: true }).click();
      await expectSeen(toast(page, t.overDailyLimit));
      await expectSeen(deposit.getByRole('alert').filter({ hasText: t.overDailyLimit }));
      await expect(
        deposit.getByRole('button', { name: t.submitDeposit, exact: true }),
      ).toBeVisible();
      await shoot(page, 'deposit-over-limit', project);

      // A withdrawal over the balance (a new player has ₺0).
      const withdraw = await openMethod(page, '/dashboard/withdraw', t.withdrawDialog);
      await withdraw.getByRole('spinbutton', { name: t.amount }).fill('400');
      await withdraw.getByLabel(t.paparaNo, { exact: true }).pressSequentially('1234567890');
      await withdraw.getByRole('button', { name: t.submitWithdraw, exact: true }).click();
      await expectSeen(toast(page, t.overBalance));
      await expectSeen(withdraw.getByRole('alert').filter({ hasText: t.overBalance }));
      await shoot(page, 'withdrawal-over-balance', project);

      // A payment form that comes back empty: 'No data found' as the dialog closes (SPEC §8).
      await page.route('**/api/payment/detail**', (route) =>
        route.fulfill({ json: { success: true, message: null, data: [] } }),
      );
      await page.goto('/dashboard/deposit');
      await page.getByRole('button', { name: /Papara/ }).click();
      await expectSeen(toast(page, t.noData));
      await expect(page.getByRole('dialog', { name: t.depositDialog })).toBeHidden();
      // A payment form that fails to load: the server's message, and the dialog closes.
      await page.unroute('**/api/payment/detail**');
      await page.route('**/api/payment/detail**', (route) =>
        route.fulfill({
          status: 200,
          json: { success: false, message: `${t.overBalance} (detail)`, data: null },
        }),
      );
      await page.getByRole('button', { name: /Papara/ }).click();
      await expectSeen(toast(page, `${t.overBalance} (detail)`));
      await expect(page.getByRole('dialog', { name: t.depositDialog })).toBeHidden();
    });
  }
});

test.describe('the other messages of SPEC §8 seen', () => {
  for (const language of ['tr', 'en'] as const) {
    const t = words[language];
    test(`${language}: a password change refused and done, a favourite and a game launch that fail`, async ({
      page,
      context,
      request,
    }) => {
      await signedInPlayer(request, context);
      await speak(context, language);

      // Change password: the server's refusal and its confirmation, beside the form (SPEC §8).
      await page.goto('/dashboard/change-password');
      const form = page.getByRole('form', { name: t.changeForm });
      await form.getByLabel(t.oldPassword).fill('yanlis1');
      await form.getByLabel(t.newPassword, { exact: true }).fill('degisti9');
      await form.getByLabel(t.newPassword2, { exact: true }).fill('degisti9');
      await form.getByRole('button', { name: t.change, exact: true }).click();
      await expectSeen(shown(page, t.oldPasswordWrong));
      await form.getByLabel(t.oldPassword).fill('gizli1');
      await form.getByLabel(t.newPassword, { exact: true }).fill('degisti9');
      await form.getByLabel(t.newPassword2, { exact: true }).fill('degisti9');
      await form.getByRole('button', { name: t.change, exact: true }).click();
      await expectSeen(shown(page, t.passwordChanged));

      // A favourite the server refuses: its message as an error (the answer is made up here, as a
      // real refusal cannot be caused from the page).
      const refusal = `${t.oldPasswordWrong} (favori)`;
      await page.route('**/api/casino/togglefavorite', (route) =>
        route.fulfill({ json: { success: false, message: refusal, data: null } }),
      );
      await page.goto('/casino/slot?search=aviator');
      await page.getByRole('button', { name: t.addFavorite }).click();
      await expectSeen(toast(page, refusal));

      // A game whose launch fails: the server's message, as a toast and in the game's place
      // instead of 'Loading...' (a BGaming game: it stays open, where a SoftGamings one would
      // close, SPEC §8). On a phone in the game modal, on a desktop in the game's new tab.
      await page.goto('/casino/slot?search=meyveleri');
      const launchRefusal = `${t.oldPasswordWrong} (oyun)`;
      await context.route('**/api/casino/*launchurl', (route) =>
        route.fulfill({ json: { success: false, message: launchRefusal, data: null } }),
      );
      const card = page.getByRole('link', { name: t.play });
      let game = page;
      if ((page.viewportSize()?.width ?? 0) < 1024) await card.click();
      else [game] = await Promise.all([context.waitForEvent('page'), card.click()]);
      // A new tab starts the whole site first: on a busy machine that takes a while.
      await expectSeen(game.locator('.zar-game-stage__notice').filter({ hasText: launchRefusal }), {
        timeout: 30_000,
      });
    });
  }
});

/** Opens `/` on a paused clock, moving it 50 ms at a time until the site has started. */
async function gotoBeforePopupStarted(page: Page) {
  const started = () =>
    page.evaluate(
      () => document.getElementById('root')?.getAttribute('data-rendered') === 'client',
    );
  await gotoPlain(page, '/', { waitUntil: 'commit' });
  for (let step = 0; step < 400 && !(await started().catch(() => false)); step += 1) {
    await page.clock.runFor(50);
    await page.waitForTimeout(25);
  }
  expect(await started()).toBe(true);
}

test.describe('the home popup waits for a still visitor', () => {
  test('a visitor who presses Login before the popup opens never sees it, and logs in', async ({
    page,
    context,
  }, testInfo) => {
    const player = await playerWithDepositLimit();
    // A browser a player used before: the page is not rendered on the server, so the popup
    // waits for its delay in the browser (as on a slow phone).
    await context.addCookies([{ name: 'zar.player', value: '1', url: `http://127.0.0.1:${port}` }]);
    // The page's clock is ours: the popup's delay cannot run out while a busy machine is still
    // starting the page, however slow it is. Time moves in small steps until the site answers.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await gotoBeforePopupStarted(page);
    const html = page.locator('html');
    const loginButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Giriş Yap', exact: true })
      .filter({ visible: true })
      .first();
    // The popup is waiting for its delay: the visitor clicks Login now.
    await expect(html).toHaveAttribute('data-popup', 'waiting');
    await loginButton.click();
    await expect(html).toHaveAttribute('data-popup', 'skipped');
    // Well past the popup's delay: still no popup, and the login dialog works.
    await page.clock.runFor(10_000);
    await page.clock.resume();
    const login = page.getByRole('dialog', { name: 'Giriş', exact: true });
    await expectSeen(login.getByLabel('Kullanıcı Adı'));
    await expect(page.getByRole('dialog', { name: 'Duyuru' })).toHaveCount(0);
    await login.getByLabel('Kullanıcı Adı').fill(player.username);
    await login.getByLabel('Şifre', { exact: true }).fill(player.password);
    await shoot(page, 'popup-skipped-login', testInfo.project.name);
    await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expectSeen(toast(page, /Hoş geldiniz, Deniz!/));
    await expect(login).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Duyuru' })).toHaveCount(0);
  });
});
