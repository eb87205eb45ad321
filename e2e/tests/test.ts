import { test as base, expect, type Page } from '@playwright/test';

/**
 * Resolves once the site has started on the page (main.tsx marks `#root`
 * `data-rendered="client"`). A visitor's page arrives rendered by the server and the site's
 * scripts load after its largest images have painted: until then it is HTML whose buttons do not
 * answer yet. Pages that are not the site (no `#root`) resolve at once.
 */
export async function siteStarted(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root || root.getAttribute('data-rendered') === 'client';
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Resolves once the home popup has settled (`<html data-popup>` is no longer `waiting`): open,
 * or not opening on this page. A popup the server did not render open waits for a still visitor
 * before it opens; a journey that goes on meanwhile would race it. Other pages resolve at once.
 */
export async function popupSettled(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.popup !== 'waiting',
    undefined,
    {
      timeout: 30_000,
    },
  );
}

/** Each page's own goto that waits for the site to start but not for the popup. */
const startedOnlyGoto = new WeakMap<Page, Page['goto']>();

/**
 * Opens `url` and waits for the site to start, not for the popup: for a journey that acts
 * before the popup's delay on purpose.
 */
export function gotoBeforePopup(page: Page, ...args: Parameters<Page['goto']>) {
  const goto = startedOnlyGoto.get(page);
  if (!goto) throw new Error('gotoBeforePopup needs the page of this file’s test');
  return goto(...args);
}

/**
 * Playwright's test, whose `page` waits for the site to start after each goto and reload, and
 * for the home popup to settle (a stable page: the journey never races a popup about to open).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    startedOnlyGoto.set(page, async (...args) => {
      const response = await goto(...args);
      await siteStarted(page);
      return response;
    });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await siteStarted(page);
      await popupSettled(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await siteStarted(page);
      await popupSettled(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
