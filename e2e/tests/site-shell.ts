import { expect, type Locator, type Page } from '@playwright/test';
import { personalNo } from './players';
import { popupSettled, siteStarted } from './test';

/** A seeded home banner headline (cms/sliderlist `home`, Turkish). */
export const homeBannerTitle = '%100 Hoş Geldin Bonusu';

/** Opens `/` on a first visit and closes the home popup, which opens over everything. */
export async function openHomeAndClosePopup(page: Page, whileOpen?: () => Promise<void>) {
  await page.goto('/');
  // A page of another browser context has Playwright's own goto: wait here too, for the site to
  // start (a click on the server's popup before that does nothing) and for the popup to settle:
  // open, as on a first visit nobody has touched yet (a press before it opens keeps it shut).
  await siteStarted(page);
  await popupSettled(page);
  const popup = page.getByRole('dialog', { name: 'Duyuru' });
  await expect(page.locator('html')).toHaveAttribute('data-popup', 'open', { timeout: 20_000 });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await whileOpen?.();
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-popup', 'closed');
}

/** Waits until the home page shows data from the API: the first banner's headline. */
export async function waitForHomeBanners(page: Page) {
  await expect(
    page.getByRole('region', { name: 'Kampanyalar' }).getByText(homeBannerTitle),
  ).toBeVisible();
}

/**
 * Fills the sign-up dialog (`form`) for an adult Turkish player with a valid TC number of their
 * own (from `phoneDigits`), and ticks the trial bonus and the terms and 18+ consent: the parts of
 * a sign-up every journey shares.
 * `phoneDigits` is typed into the phone mask.
 */
export async function fillSignUpForm(
  form: Locator,
  { username, phoneDigits, password }: { username: string; phoneDigits: string; password: string },
) {
  await form.getByLabel('Ad', { exact: true }).fill('Çağrı');
  await form.getByLabel('Soyad').fill('Şahin');
  await form.getByLabel('Kullanıcı Adı').fill(username);
  await form.getByLabel('E-posta').fill(`${username}@zar.test`);
  await form.getByLabel('Telefon').pressSequentially(phoneDigits);
  await form.getByLabel('TC No').pressSequentially(personalNo(Number(phoneDigits)));
  // The date starts at 01.01.1970: each part is emptied before the real date is typed.
  for (const [part, digits] of [
    ['Gün', '15'],
    ['Ay', '06'],
    ['Yıl', '1990'],
  ] as const) {
    await form.getByLabel(part, { exact: true }).fill('');
    await form.getByLabel(part, { exact: true }).pressSequentially(digits);
  }
  await form.getByLabel('Şifre', { exact: true }).fill(password);
  await form.getByLabel('Şifre (Tekrar)').fill(password);
  await form.getByRole('checkbox', { name: /deneme bonusu/ }).check();
  await form.getByRole('checkbox', { name: /Kullanım koşullarını/ }).check();
}
