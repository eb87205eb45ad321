import { expect, test } from '@playwright/test';
import { unseenReason } from './seen';

// The check every journey uses to say a person sees a message (issue 21), on a page of its own.
test('expectSeen fails for what a person cannot see: dimmed, off-screen, under a modal dialog', async ({
  page,
}) => {
  await page.setContent(`
    <p id="plain">plain</p>
    <p id="dim" style="opacity:.5">dim</p>
    <p id="far" style="margin-top:3000px">far</p>
    <div id="toast" style="position:fixed;top:10px;left:10px;z-index:9999">toast</div>
    <dialog id="d"><p id="inside">inside</p></dialog>`);
  expect(await unseenReason(page.locator('#plain'))).toBeNull();
  expect(await unseenReason(page.locator('#dim'))).toMatch(/dimmed/);
  expect(await unseenReason(page.locator('#far'))).toMatch(/outside/);
  expect(await unseenReason(page.locator('#toast'))).toBeNull();
  await page.evaluate(() => (document.getElementById('d') as HTMLDialogElement).showModal());
  expect(await unseenReason(page.locator('#toast'))).toMatch(/covered by <dialog#d>/);
  expect(await unseenReason(page.locator('#inside'))).toBeNull();
  expect(await unseenReason(page.locator('#nothing'))).toBe('not in the page');
});
