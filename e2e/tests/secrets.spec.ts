import type { BrowserContext, Page } from '@playwright/test';
import { pendingId } from './players';
import { fillSignUpForm, openHomeAndClosePopup } from './site-shell';
import { expect, test } from './test';

/**
 * Issue 11, item 5, in the browser: canary passwords, an IBAN and a card number typed into the
 * real forms (sign-up, SMS code, login, change password, recovery, card deposit, IBAN withdrawal) must not reach any address the browser asks for, any Referer, the
 * console, the browser's storage or any response; the session token only the stored session.
 */

const typed = {
  signUpPassword: 'Tarayici Parola 31Kx',
  wrongPassword: 'Tarayici Yanlis 42Lz',
  changedPassword: 'Tarayici Degisik 53Mv',
  resetPassword: 'Tarayici Sifirla 64Nb',
  // Valid by mod 97 and Luhn, so the forms accept them.
  iban: 'TR51 0006 1058 2046 1937 0285 14',
  card: '5521 8304 7716 3090',
};

/** Where the browser showed or kept something, and the text. */
interface Seen {
  where: string;
  text: string;
}

/**
 * The spellings searched: as typed, without spaces, lower case, URL-encoded, and (for the long
 * ones) base64 without its last, context-dependent characters.
 */
function spellingsOf(value: string): string[] {
  const compact = value.replace(/\s+/g, '');
  return [value, compact].flatMap((form) => [
    form,
    encodeURIComponent(form),
    encodeURIComponent(form).replace(/%20/g, '+'),
    ...(form.length >= 12 ? [Buffer.from(form).toString('base64').slice(0, -4)] : []),
  ]);
}

/** Whether `text` holds `form`: a number only as a whole number, anything else in any case. */
function holds(text: string, form: string): boolean {
  if (/^\d+$/.test(form)) return new RegExp(`(?<!\\d)${form}(?!\\d)`).test(text);
  return text.toLowerCase().includes(form.toLowerCase());
}

function leaksIn(seen: Seen[], canaries: Record<string, string>, allowed = (_: Seen) => false) {
  return seen.flatMap((place) =>
    allowed(place)
      ? []
      : Object.entries(canaries)
          .filter(([, value]) => spellingsOf(value).some((form) => holds(place.text, form)))
          .map(([name]) => `${name} in ${place.where}`),
  );
}

/** Records every address asked for, its Referer, every response and every console line. */
function watch(context: BrowserContext) {
  const seen: Seen[] = [];
  const tokens: string[] = [];
  const pending: Promise<unknown>[] = [];
  context.on('request', (request) => {
    seen.push({ where: 'address', text: request.url() });
    const referer = request.headers().referer;
    if (referer) seen.push({ where: 'referer', text: referer });
  });
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() >= 300) return;
    pending.push(
      response.text().then(
        (text) => {
          seen.push({ where: `response ${url.pathname}`, text });
          if (/\/api\/auth\/(login|register)$/.test(url.pathname)) {
            const token = JSON.parse(text).data?.token;
            if (token) tokens.push(token);
          }
        },
        () => undefined,
      ),
    );
  });
  context.on('console', (message) => seen.push({ where: 'console', text: message.text() }));
  return { seen, tokens, settled: () => Promise.all(pending) };
}

/** localStorage, sessionStorage and cookies of the site, by key. */
async function storageOf(page: Page): Promise<Seen[]> {
  const stores = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((name) =>
      Object.keys(window[name]).map((key) => ({
        where: `${name} ${key}`,
        text: window[name].getItem(key) ?? '',
      })),
    ),
  );
  const cookies = await page.context().cookies();
  return [
    ...stores,
    ...cookies.map((cookie) => ({ where: `cookie ${cookie.name}`, text: cookie.value })),
  ];
}

async function newestCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/dev/outbox?to=${phone}`);
      code = /\b(\d{6})\b/.exec((await outbox.json()).data[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function logIn(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Giriş' });
  await dialog.getByLabel('Kullanıcı Adı').fill(username);
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
}

test('no password, IBAN, card number or session token typed or handed out leaks in the browser', async ({
  page,
  context,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'the same forms; one browser is enough for what they send and keep');
  // Seven forms in two browsers on a shared 2-core machine.
  test.setTimeout(420_000);
  const watched = watch(context);
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const username = `gizli${suffix}`;
  const phone = `905${suffix}`;

  // Sign-up with the trial bonus, which asks for the SMS code at once.
  await openHomeAndClosePopup(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first().click();
  await page
    .getByRole('dialog', { name: 'Giriş' })
    .getByRole('button', { name: 'Hemen Üye Ol!' })
    .click();
  const form = page.getByRole('dialog', { name: 'Üye Ol' });
  await fillSignUpForm(form, {
    username,
    phoneDigits: `5${suffix}`,
    password: typed.signUpPassword,
  });
  await form.getByRole('button', { name: 'Üye Ol' }).click();
  const sms = page.getByRole('dialog', { name: 'Telefon Doğrulama' });
  await sms.getByRole('button', { name: 'Kod Gönder' }).click();
  const smsCode = await newestCode(page, phone);
  await sms.getByLabel('SMS Kodunu Girin').pressSequentially(smsCode);
  await sms.getByRole('button', { name: 'Doğrula', exact: true }).click();
  // The trial bonus is left for later: a bonus being wagered would make the IBAN withdrawal
  // below ask to forfeit it first (issue 22), and one headless Chromium is one device to it.
  const celebration = page.getByRole('dialog', { name: 'Tebrikler!' });
  await celebration.getByRole('button', { name: 'Kapat' }).click();
  await expect(celebration).toBeHidden({ timeout: 15_000 });

  // Change password.
  await page.goto('/dashboard/change-password');
  const change = page.getByRole('form', { name: 'Şifre Değiştir' });
  await change.getByLabel('Eski Şifre').fill(typed.signUpPassword);
  await change.getByLabel('Yeni Şifre', { exact: true }).fill(typed.changedPassword);
  await change.getByLabel('Yeni Şifre (Tekrar)').fill(typed.changedPassword);
  await change.getByRole('button', { name: 'Değiştir' }).click();
  await expect(change.getByLabel('Eski Şifre')).toHaveValue('');

  // A card deposit, confirmed on its payment page.
  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: /Kredi \/ Banka Kartı/ }).click();
  const deposit = page.getByRole('dialog', { name: 'Para Yatır' });
  await deposit.getByRole('spinbutton', { name: 'Tutar' }).fill('150');
  await deposit
    .getByRole('textbox', { name: 'Kart numarası' })
    .pressSequentially(typed.card.replace(/\s/g, ''));
  await deposit.getByLabel('Kart üzerindeki isim').fill('CAGRI SAHIN');
  await deposit.getByLabel(/Son kullanma/).pressSequentially('1229');
  // The answer is not asserted: the server wants the expiry as 12/29, the form sends 1229 (a
  // mismatch reported separately); the card number has gone to the server either way.
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/payment/deposit'),
  );
  await deposit.getByRole('button', { name: 'Yatır' }).click();
  await answered;
  await deposit.getByRole('button', { name: 'Kapat' }).click();

  // An IBAN withdrawal, after a bank deposit the operator approves.
  const { auth } = (await page.evaluate(() => JSON.parse(localStorage.getItem('zar.auth') ?? '{}')))
    .state;
  const bankDeposit = await page.request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${auth.token}`, fingerprint: auth.fingerprint, locale: 'tr' },
    data: {
      id: 2,
      target: 'pay',
      detail: {
        amount: 1000,
        fullName: 'Çağrı Şahin',
        bank: 1,
        transferDate: '2026-11-21T10:30:00Z',
        ownAccount: true,
      },
    },
  });
  expect(bankDeposit.status(), await bankDeposit.text()).toBe(200);
  const depositId = await pendingId(page.request, username, 'deposit');
  expect((await page.request.post(`/api/operator/deposits/${depositId}/approve`)).status()).toBe(
    200,
  );
  await page.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: /Banka Havalesi/ }).click();
  const withdraw = page.getByRole('dialog', { name: 'Para Çek' });
  await withdraw.getByRole('spinbutton', { name: 'Tutar' }).fill('200');
  await withdraw.getByLabel('Ad Soyad').fill('Çağrı Şahin');
  await withdraw
    .getByRole('textbox', { name: 'IBAN' })
    .pressSequentially(typed.iban.replace(/\s/g, ''));
  await withdraw.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
  await expect(withdraw).toBeHidden();
  const history = page.waitForResponse((response) =>
    response.url().endsWith('/api/payment/history'),
  );
  await page.goto('/dashboard/financial-activities');
  expect((await history).status()).toBe(200);
  const loggedIn = await storageOf(page);

  // In a second browser: a wrong password, then recovery with the reset code and a login with
  // the new password.
  const second = await browser.newContext();
  const secondWatched = watch(second);
  const other = await second.newPage();
  await openHomeAndClosePopup(other);
  await other.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first().click();
  await logIn(other, username, typed.wrongPassword);
  await expect(
    other.getByText('Kullanıcı adı veya şifre hatalı', { exact: false }).first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await other
    .getByRole('dialog', { name: 'Giriş' })
    .getByRole('button', { name: 'Şifremi Unuttum' })
    .click();
  const recovery = other.getByRole('dialog', { name: 'Şifremi Unuttum' });
  await recovery.getByLabel('Kullanıcı Adı').fill(username);
  await recovery.getByRole('button', { name: 'Devam' }).click();
  await expect(recovery.getByText('Adım 2 / 4')).toBeVisible();
  const resetCode = await newestCode(other, phone);
  await recovery.getByLabel('Sıfırlama Kodu').fill(resetCode);
  await recovery.getByRole('button', { name: 'Doğrula' }).click();
  await recovery.getByLabel('Yeni Şifre', { exact: true }).fill(typed.resetPassword);
  await recovery.getByLabel('Yeni Şifre (Tekrar)', { exact: true }).fill(typed.resetPassword);
  await recovery.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(other.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
  await logIn(other, username, typed.resetPassword);
  await expect(other.getByRole('dialog', { name: 'Giriş' })).toBeHidden();

  await watched.settled();
  await secondWatched.settled();
  const stored = [...loggedIn, ...(await storageOf(other))];
  watched.seen.push(...secondWatched.seen);
  watched.tokens.push(...secondWatched.tokens);
  await second.close();
  expect(watched.tokens.length).toBeGreaterThanOrEqual(2);
  expect(watched.seen.filter((place) => place.where === 'address').length).toBeGreaterThan(20);
  expect(stored.map((place) => place.where)).toContain('localStorage zar.auth');

  const typedAndCodes = { ...typed, smsCode, resetCode };
  // The outbox is the SMS itself, read back by this test; nothing else may hold a code.
  const outbox = (place: Seen) =>
    place.where === 'address' && place.text.includes('/api/dev/outbox');
  expect(leaksIn([...watched.seen, ...stored], typedAndCodes, outbox)).toEqual([]);
  const tokens = Object.fromEntries(watched.tokens.map((token, index) => [`token${index}`, token]));
  const tokenHome = (place: Seen) =>
    place.where === 'localStorage zar.auth' ||
    /^response \/api\/auth\/(login|register)$/.test(place.where);
  expect(leaksIn([...watched.seen, ...stored], tokens, tokenHome)).toEqual([]);
});
