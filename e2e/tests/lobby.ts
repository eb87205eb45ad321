import type { Page } from '@playwright/test';

/**
 * Opens `name` from the lobby page it is listed on: its card is a link to the game's player page
 * that opens in a new tab on a desktop (returned), and the game modal in place on a phone.
 */
export async function playFromLobby(page: Page, name: string, isMobile: boolean): Promise<Page> {
  const card = page.getByRole('link', { name: `${name} oyna` });
  if (isMobile) {
    await card.click();
    return page;
  }
  const [tab] = await Promise.all([page.context().waitForEvent('page'), card.click()]);
  await tab.waitForLoadState();
  return tab;
}

/**
 * Opens `name`'s card in this page: on a phone the game modal, on a desktop the address the card
 * links to (what its new tab would show), so the page's clock and listeners stay with the game.
 */
export async function openGameCard(page: Page, name: string): Promise<void> {
  const card = page.getByRole('link', { name: `${name} oyna` });
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await card.click();
    return;
  }
  const href = await card.getAttribute('href');
  if (!href) throw new Error(`${name} has no address`);
  await page.goto(href);
}
