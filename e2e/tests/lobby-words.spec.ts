import type { Locator, Page } from '@playwright/test';
import { approvedBankDeposit, postFromOwnAddress, signUpBody } from './players';
import { expectSeen, unseenReason } from './seen';
import { shotsDir } from './shots';
import { openHomeAndClosePopup } from './site-shell';
import { expect, test } from './test';

// Issue 21, points 6 (the phone header's balance), 8 (words and names) and 9 (the lobby).

const shots = shotsDir('lobby');

/** Saves what the page shows now, for a person to look at (outside the repository). */
async function shot(page: Page, name: string, isMobile: boolean) {
  if (process.env.CI) return;
  await page.screenshot({ path: `${shots}/${name}-${isMobile ? 375 : 1440}.png` });
}

/**
 * Scrolls `locator` to the middle of the screen and asserts a person sees it there; scrolls again
 * while the rows above it are still loading and moving it.
 */
async function scrollAndSee(locator: Locator) {
  await expect
    .poll(
      async () => {
        await locator.first().evaluate((node) => node.scrollIntoView({ block: 'center' }));
        return unseenReason(locator);
      },
      { message: `a person should see ${locator}`, timeout: 15_000 },
    )
    .toBeNull();
}

/** Game names folded as the lobby's A–Z order folds them (Ç beside C, İ and I beside i). */
function folded(name: string) {
  return name.toLocaleLowerCase('tr').replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Nothing is wider than the screen: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('the lobby and its words', () => {
  test('a visitor picks a provider and an order in the all-games grid; cards are links; names and notices agree', async ({
    page,
    isMobile,
  }) => {
    // The home page, the footer, two menu entries and a lobby on a loaded machine.
    test.setTimeout(120_000);
    // The home page: the winners name the lobby's game; both address notices say the same.
    await openHomeAndClosePopup(page);
    const winners = page.getByRole('region', { name: 'Son Kazananlar' });
    await scrollAndSee(winners.getByRole('heading', { name: 'Son Kazananlar' }));
    // The list scrolls by itself; it names the game as the lobby does, never 'Zar Slot'.
    await expect(winners.getByRole('region', { name: /./ })).toContainText('Zar Meyveleri');
    await expect(page.getByText('Zar Slot')).toHaveCount(0);
    const agreed = 'Güncel adresimiz zar1.example; bir sonraki adresimiz zar2.example.';
    await scrollAndSee(page.getByText(`127.0.0.1 resmi adresimiz değil. ${agreed}`));
    await expect(page.getByRole('region', { name: 'Adres duyurusu' })).toContainText(agreed);

    // The footer's licence block reads as a sentence, never a [placeholder].
    const footer = page.getByRole('contentinfo');
    await scrollAndSee(footer.getByText(/Zar Demo Eğlence Ltd\. tarafından/));
    await expect(footer).not.toContainText('[');
    await shot(page, 'footer', isMobile);

    // 'Sanal' and 'Oyunlar' lead to different lobbies.
    const menu = isMobile ? page.getByRole('navigation', { name: 'Site menüsü' }) : page;
    for (const [item, path, title, firstRow] of [
      ['Sanal', '/casino/virtual', 'Sanal Oyunlar', 'Sanal Sporlar'],
      ['Oyunlar', '/casino/games', 'Oyunlar', 'Yeni Oyunlar'],
    ] as const) {
      if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
      await menu.getByRole('link', { name: item, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectSeen(page.getByRole('heading', { level: 1, name: title }));
      await expectSeen(page.getByRole('heading', { level: 2, name: firstRow }));
    }

    // The slot lobby (server-rendered for a visitor): rows, then every game with its controls.
    await page.goto('/casino/slot');
    const heading = page.getByRole('heading', { level: 2, name: 'Tüm Oyunlar' });
    await scrollAndSee(heading);
    const provider = page.getByRole('combobox', { name: 'Sağlayıcı' });
    await expect(provider.locator('option', { hasText: 'Pragmatic Play' })).toHaveCount(1);
    await provider.selectOption('Pragmatic Play');
    await page.getByRole('button', { name: 'A–Z' }).click();
    await expect(page.getByRole('button', { name: 'A–Z' })).toHaveAttribute('aria-pressed', 'true');
    const grid = page.getByRole('region', { name: 'Tüm Oyunlar: Pragmatic Play' });
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const cards = grid.getByRole('link', { name: / oyna$/ });
    await expect(cards.first()).toBeVisible();
    const names = (await cards.evaluateAll((links) => links.map((l) => l.ariaLabel ?? ''))).map(
      (label) => label.replace(/ oyna$/, ''),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.map(folded)).toEqual([...names.map(folded)].sort());
    expect(names).toEqual(expect.arrayContaining(['Big Bass Bonanza', 'Sweet Bonanza']));
    await scrollAndSee(cards.first());
    await expect(cards.first()).toHaveAttribute('href', /^\/casino\/play\/[\w-]+$/);
    await expect(cards.first()).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'Yeni' }).click();
    await expect(page.getByRole('button', { name: 'Yeni' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await scrollAndSee(heading);
    await shot(page, 'all-games', isMobile);
    await expectNoSidewaysScroll(page);

    // A visitor's press on a card asks for a login instead of opening a tab.
    await cards.first().click();
    await expectSeen(page.getByRole('dialog', { name: 'Giriş' }).getByRole('heading'));
  });

  test('a player sees the balance beside the user button, notifications in English, a new tab per game, and logs out without a console error', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    // Sign-up, deposit, login, a game, a language switch and logout on a loaded machine.
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // A player whose deposit was credited while they used the site in Turkish.
    const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    const username = `lobi${suffix}`;
    const fingerprint = `e2e-${suffix}`;
    const registered = await postFromOwnAddress(
      '/api/auth/register',
      signUpBody(username, suffix, 'gizli1'),
      { fingerprint },
    );
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    const token = (registered.json.data as { token: string }).token;
    await approvedBankDeposit(request, { username, token, fingerprint }, 500);

    await openHomeAndClosePopup(page);
    await page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first().click();
    const login = page.getByRole('dialog', { name: 'Giriş' });
    await login.getByLabel('Kullanıcı Adı').fill(username);
    await login.getByLabel('Şifre', { exact: true }).fill('gizli1');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(login).toBeHidden();

    // The header shows the balance: on a phone beside the user button, with no sideways scroll.
    const header = page.getByRole('banner');
    const balance = header.getByRole('link', { name: 'Bakiye: ₺500,00' });
    await expectSeen(balance);
    if (isMobile) {
      const user = header.getByRole('button', { name: /^Hesabım/ });
      await expectSeen(user);
      const [balanceBox, userBox] = [await balance.boundingBox(), await user.boundingBox()];
      expect(balanceBox && userBox && userBox.x - (balanceBox.x + balanceBox.width)).toBeLessThan(
        16,
      );
      await expectSeen(
        page.getByRole('navigation', { name: 'Hızlı erişim' }).getByText('Para Yatır'),
      );
    }
    await expectNoSidewaysScroll(page);
    await shot(page, 'header-player', isMobile);

    // A game card opens its player page in a new tab on a desktop, the game modal on a phone.
    await page.goto('/casino/slot?search=zar%20meyveleri');
    const card = page.getByRole('link', { name: 'Zar Meyveleri oyna' });
    if (isMobile) {
      await card.click();
      const modal = page.getByRole('dialog', { name: 'Zar Meyveleri' });
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: 'Oyunu kapat' }).click();
    } else {
      const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
      await expect(tab).toHaveURL(/\/casino\/play\/[\w-]+$/);
      await expectSeen(tab.getByTitle('Zar Meyveleri oyunu'));
      await expect(page).toHaveURL(/\/casino\/slot\?search=/);
      await tab.close();
    }

    // The notification written in Turkish reads in English once the player reads in English.
    await page.evaluate(() => localStorage.setItem('zar.language', 'en'));
    await page.goto('/promotions');
    if (isMobile) {
      await header.getByRole('button', { name: /^My Account/ }).click();
      await page
        .getByRole('dialog', { name: 'Account menu' })
        .getByRole('button', { name: /^Notifications/ })
        .click();
    } else {
      await header.getByRole('button', { name: /^Notifications/ }).click();
    }
    const sheet = page.getByRole('dialog', { name: 'Notifications' });
    await expectSeen(sheet.getByText('Deposit credited'));
    await expect(sheet).not.toContainText('Yatırımınız');
    await shot(page, 'notifications-en', isMobile);
    await sheet.getByRole('button', { name: 'Close' }).click();

    // Logging out leaves the console clean.
    if (isMobile) {
      await header.getByRole('button', { name: /^My Account/ }).click();
      await page
        .getByRole('dialog', { name: 'Account menu' })
        .getByRole('button', { name: 'Logout' })
        .click();
    } else {
      await header.getByRole('button', { name: new RegExp(username) }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    }
    // Logged out, on the home page (the reload once brought back the page it left).
    await expect(
      page.getByRole('button', { name: /^(Log ?in|Giriş Yap)$/ }).filter({ visible: true }),
    ).not.toHaveCount(0);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
});
