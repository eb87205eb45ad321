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

/** Playwright's test, whose `page` waits for the site to start after each goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await siteStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await siteStarted(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
