import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { acmeBuilt, acmeURL } from '../playwright.config';
import { postFromOwnAddress, signUpBody } from './players';
import { shotsDir } from './shots';

// Issue 24, point 5: a second brand built from the packed tarballs of Zar's packages
// (examples/acme-bet, built by scripts/example-brand.mjs), with its own theme, logo, strings,
// header links and footer, calling the reference API through its own origin's proxy.
test.use({ baseURL: acmeURL });

test.beforeAll(() => {
  expect(
    acmeBuilt,
    'examples/acme-bet is not built: run `node scripts/example-brand.mjs` after the build',
  ).toBe(true);
});

/** Waits until the page's fonts and every image in view have loaded, for a stable screenshot. */
async function settled(page: import('@playwright/test').Page) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.loading === 'lazy' || image.complete),
      ),
    )
    .toBe(true);
}

test('another brand renders its own look and words from the packed packages', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme');
  // Its theme is on: the page's background is Acme's, not Zar's.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(7, 19, 14)');
  const logo = page.getByRole('banner').getByRole('img', { name: 'Acme Bet' });
  await expect(logo).toBeVisible();
  // The logo scales instead of being cut: all of it is inside the header, at 375 px too.
  const [logoBox, headerBox] = [
    await logo.boundingBox(),
    await page.getByRole('banner').boundingBox(),
  ];
  expect(logoBox && headerBox && logoBox.x + logoBox.width <= headerBox.x + headerBox.width).toBe(
    true,
  );

  // Games from the reference API, through the brand's own origin.
  await expect(page.getByRole('region', { name: 'Games' }).getByRole('listitem')).toHaveCount(12);
  if (!mobile) {
    // Acme's header links and its own word for signing up.
    await expect(page.getByRole('button', { name: 'Join Acme' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers');
    await expect(banner.getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'href',
      '/live',
    );
  }
  // Acme's footer columns instead of Zar's.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Play' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Fair play' })).toHaveAttribute(
    'href',
    '/help/fair-play',
  );
  // No raw string key anywhere: every text came from the built-in strings or Acme's own.
  expect(await page.locator('body').innerText()).not.toMatch(
    /\b(header|footer|casino|auth|common|menu|language)\.[a-z][A-Za-z.]+\b/,
  );

  await settled(page);
  await page.screenshot({ path: join(shotsDir('acme-bet'), `home-${testInfo.project.name}.png`) });
  await expect(page).toHaveScreenshot(`acme-bet-home-${testInfo.project.name}.png`, {
    maxDiffPixelRatio: 0.01,
  });
});

test('a player logs in on the other brand and withdraws through the server-defined form', async ({
  page,
}, testInfo) => {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const username = `acme${suffix}`;
  const signedUp = await postFromOwnAddress('/api/auth/register', signUpBody(username, suffix), {
    fingerprint: `acme-${suffix}`,
  });
  expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(200);

  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner
    .getByRole('button', { name: testInfo.project.name === 'mobile' ? /login/i : 'Login' })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('textbox', { name: 'Password' }).fill('gizli1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();

  // The withdraw method's own fields, from payment/detail, with its IBAN mask.
  const withdraw = page.getByRole('region', { name: /./ }).filter({ has: page.locator('form') });
  await expect(withdraw.getByRole('textbox', { name: /iban/i })).toBeVisible();
  await withdraw.getByRole('textbox', { name: /iban/i }).fill('TR330006100519786457841326');
  await expect(withdraw.getByRole('textbox', { name: /iban/i })).toHaveValue(
    /^TR33 0006 1005 1978 6457 8413 26$/,
  );
  expect(existsSync(join(shotsDir('acme-bet')))).toBe(true);
  await page.screenshot({
    path: join(shotsDir('acme-bet'), `player-${testInfo.project.name}.png`),
  });
});
