import { expect, test } from '@playwright/test';
import { unseenReason, watchSeen } from './seen';

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

test('watchSeen catches a message seen only for a moment, and not one that is dimmed', async ({
  page,
}) => {
  await page.setContent(`
    <div id="box" role="status"></div>
    <div role="status" style="opacity:.3"><span>dimmed words</span></div>`);
  // Started before the message shows; the message is gone again 150 ms later, long before any
  // assertion polling from the test could look.
  const seen = watchSeen(page, '[role="status"]', 'for a moment');
  await page.evaluate(() => {
    const box = document.getElementById('box') as HTMLElement;
    box.innerHTML = '<p>shown for a moment</p>';
    setTimeout(() => box.replaceChildren(), 150);
  });
  await seen;
  await expect(watchSeen(page, '[role="status"]', /dimmed/, { timeout: 500 })).rejects.toThrow(
    /is dimmed to opacity 0.30/,
  );
});

test('watchSeen catches a message seen for a moment on a host too busy to draw a frame meanwhile', async ({
  page,
}) => {
  await page.setContent('<div id="box" role="status"></div>');
  // A frame a second apart, as on the clean-clone CI's busy host, where a 150 ms message came
  // and went between two of them and the watch, looking only at frames, never saw it.
  await page.evaluate(() => {
    window.requestAnimationFrame = (draw) => window.setTimeout(() => draw(performance.now()), 1000);
  });
  const seen = watchSeen(page, '[role="status"]', 'between frames', { timeout: 3000 });
  await page.evaluate(() => {
    const box = document.getElementById('box') as HTMLElement;
    box.innerHTML = '<p>shown between frames</p>';
    setTimeout(() => box.replaceChildren(), 150);
  });
  await seen;
});
