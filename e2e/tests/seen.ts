import { expect, type Locator, type Page } from '@playwright/test';

/** What `watchSeen` looks for, in the page: text inside elements matching a selector. */
interface Watch {
  within: string;
  source: string;
  flags: string;
  timeout: number;
}

/**
 * Runs in the page, so it uses nothing from this module, and as a function: the site's CSP
 * forbids evaluating strings. Given elements, it says why a person cannot see the first of them
 * now, or null when they can. Given a watch, it looks at every frame and every change of the page
 * until the watched text is seen (null) or the time is up (the last reason).
 */
function unseenOf(target: Element[] | Watch): string | null | Promise<string | null> {
  const reason = (nodes: Element[]): string | null => {
    const node = nodes[0];
    if (!node) return 'not in the page';
    const box = node.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return 'has no size';
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
      return `its centre (${Math.round(x)}, ${Math.round(y)}) is outside the ${window.innerWidth}×${window.innerHeight} viewport`;
    }
    // Hidden, transparent or dimmed by itself or anything around it.
    let opacity = 1;
    for (let at: Element | null = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.visibility === 'hidden' || style.display === 'none') return 'is hidden';
      opacity *= Number(style.opacity);
    }
    if (opacity < 0.9) return `is dimmed to opacity ${opacity.toFixed(2)}`;
    // The topmost element at its centre must be it or inside it: a modal dialog's backdrop, a
    // toast under the top layer, a sticky bar or another dialog over it all fail here.
    const top = document.elementFromPoint(x, y);
    if (!top) return 'nothing is hit at its centre';
    if (top !== node && !node.contains(top)) {
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          typeof element.className === 'string' && element.className
            ? `.${element.className.trim().split(/\s+/).join('.')}`
            : ''
        }>`;
      return `is covered by ${name(top)} at its centre`;
    }
    return null;
  };
  if (Array.isArray(target)) return reason(target);
  const { within, source, flags, timeout } = target;
  const pattern = new RegExp(source, flags);
  const holders = () => {
    const found: Element[] = [];
    for (const box of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let at = walker.nextNode(); at; at = walker.nextNode()) {
        if (pattern.test((at as Text).data) && at.parentElement) found.push(at.parentElement);
      }
    }
    return found;
  };
  const until = performance.now() + timeout;
  return new Promise((resolve) => {
    let done = false;
    const finish = (why: string | null) => {
      done = true;
      changes.disconnect();
      resolve(why);
    };
    // Also at each change of the page, not only at each frame: on a busy host the next frame can
    // come later than a message that stays 150 ms (clean-clone CI missed one so, rAF alone).
    const changes = new MutationObserver(() => {
      if (!done && reason(holders()) === null) finish(null);
    });
    changes.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const look = () => {
      if (done) return;
      const why = reason(holders());
      if (why === null || performance.now() > until) finish(why);
      else requestAnimationFrame(look);
    };
    look();
  });
}

/** Why a person cannot see an element now, or null when they can. */
export async function unseenReason(locator: Locator): Promise<string | null> {
  // One round trip to the page, looking at the element as it is then: counting first and then
  // evaluating took two, each over 3 s on a busy host, and a toast shown for 4 s was gone by the
  // second.
  return locator.evaluateAll(unseenOf) as Promise<string | null>;
}

/**
 * Starts watching, inside the page, for `text` seen in an element matching `within` (as
 * `expectSeen` means seen) at any frame or change of the page, and resolves once it is; it fails
 * with the last reason when `timeout` passes first. Start it before the action that shows a
 * message only for a moment — a success that hands on to the next dialog a second later, a toast
 * — and await it after: on a busy host the action's click alone can take longer than the message
 * stays.
 */
export async function watchSeen(
  page: Page,
  within: string,
  text: string | RegExp,
  { timeout = 30_000 } = {},
): Promise<void> {
  const pattern =
    typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text;
  const watch: Watch = { within, source: pattern.source, flags: pattern.flags, timeout };
  const why = await page.evaluate(unseenOf, watch);
  if (why !== null) throw new Error(`a person should see ${pattern} in ${within}: ${why}`);
}

/**
 * Asserts a person sees `locator` (its first match): its centre in the viewport, not hidden or
 * dimmed, and the topmost element at its centre — not merely present in the DOM. Waits for it
 * like Playwright's own assertions.
 */
export async function expectSeen(locator: Locator, { timeout = 20_000 } = {}) {
  await expect
    .poll(() => unseenReason(locator), {
      message: `a person should see ${locator}`,
      timeout,
      // Often: a toast is in sight for 4 s, on a machine busy enough to stretch each check.
      intervals: [100, 250],
    })
    .toBeNull();
}
