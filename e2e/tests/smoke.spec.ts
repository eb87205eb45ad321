import { expect, test } from './test';

test('the home page renders in Turkish from the production build', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /zar/i }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the API answers health on the same port with its database kind', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ success: true, data: { status: 'ok', database: 'pglite' } });
});

test('a deep link is served by the site, and a visitor is sent to log in', async ({ page }) => {
  await page.goto('/dashboard/deposit');
  await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard\/deposit$/);
});
