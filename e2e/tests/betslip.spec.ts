import type { FrameLocator, Locator, Page } from '@playwright/test';
import { approvedBankDeposit, signedInPlayer } from './players';
import { expectSeen } from './seen';
import { shotsDir } from './shots';
import { expect, test } from './test';

/** Screenshots of what this journey looks at (reports/shots). */
const shots = shotsDir('slip');

/** The slip's rule (apps/api/src/sportsbook/slip-math.ts), as a test oracle: cut once, then stake × odds. */
function slipTotals(legsX100: number[], stakeKurus: number) {
  let product = 1n;
  let scale = 1n;
  for (const leg of legsX100) {
    product *= BigInt(leg);
    scale *= 100n;
  }
  const oddsX100 = (product * 100n) / scale;
  return {
    oddsX100: Number(oddsX100),
    potentialKurus: Number((BigInt(stakeKurus) * oddsX100) / 100n),
  };
}

const money = (lira: number, language: 'tr' | 'en') =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(lira);

/**
 * A person sees `inner`, an element of the sportsbook frame: seen inside the frame (expectSeen)
 * and on the site's page too — its centre inside the browser's viewport with the frame topmost
 * there (the frame is as tall as the book, so its own viewport says nothing of the screen).
 */
async function expectSeenOnPage(page: Page, inner: Locator) {
  await expectSeen(inner);
  await expect
    .poll(
      async () => {
        const box = await inner.first().boundingBox();
        if (!box) return 'has no box';
        const viewport = page.viewportSize() ?? { width: 0, height: 0 };
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        if (x < 0 || y < 0 || x > viewport.width || y > viewport.height) {
          return `its centre (${Math.round(x)}, ${Math.round(y)}) is off the screen`;
        }
        return page.evaluate(
          ([x, y]) => {
            const top = document.elementFromPoint(x as number, y as number);
            return top?.tagName === 'IFRAME' ? null : `covered by <${top?.tagName.toLowerCase()}>`;
          },
          [x, y],
        );
      },
      { message: `a person should see ${inner} on the page`, timeout: 10_000 },
    )
    .toBeNull();
}

/** Opens the slip: on a phone its floating button (with the count) opens the sheet. */
async function openSlip(page: Page, book: FrameLocator, isMobile: boolean, count: number) {
  if (!isMobile) return;
  const fab = book.locator('#slip-toggle');
  await expectSeenOnPage(page, fab);
  await expect(book.locator('#slip-fab-count')).toHaveText(String(count));
  await fab.click();
  await expectSeenOnPage(page, book.getByRole('dialog', { name: /Kupon|Bet slip/ }));
}

/**
 * Makes the book's odds of one pick move, as a server would: the next slip is refused with the new
 * odds, and from then on the events show them. Shown earlier, the book's own refresh of the events
 * could make the slip ask before the test's click on 'Bahis Yap', which then waited for a button no
 * longer there (clean-clone CI, mobile, a slow host).
 */
async function moveOdds(
  page: Page,
  leg: { matchId: string; market: string; pick: string; odds: number },
  message: string,
) {
  let refused = false;
  await page.route('**/api/sportsbook/demo/api/events', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    for (const event of refused ? json.data.events : []) {
      if (event.id !== leg.matchId) continue;
      for (const market of event.markets) {
        for (const selection of market.selections) {
          if (market.kind === leg.market && selection.pick === leg.pick) selection.odds = leg.odds;
        }
      }
    }
    await route.fulfill({ response, json });
  });
  await page.route(
    '**/api/sportsbook/demo/api/place',
    (route) => {
      refused = true;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ success: false, message, ...leg }),
      });
    },
    { times: 1 },
  );
}

test.describe('a bet slip that tells the truth (issue 21)', () => {
  // Long journeys (a deposit, four picks, three slips) on a loaded 2-core machine.
  test.describe.configure({ timeout: 150_000 });
  test('the slip shows what the server takes, asks before new odds, floats on a phone, and Bahislerim tells everything', async ({
    page,
    context,
    request,
    isMobile,
  }, testInfo) => {
    const player = await signedInPlayer(request, context);
    await approvedBankDeposit(request, player, 200);
    const listed = page.waitForResponse((answer) =>
      answer.url().includes('/api/sportsbook/demo/api/events'),
    );
    await page.goto('/spor');
    // The book lists coming matches by kickoff: the first may kick off (and leave the list, its
    // pick closed in the slip) while this runs. The picks are of matches an hour away or more.
    const { data: listing } = (await (await listed).json()) as {
      data: { now: string; events: Array<{ id: string; kickoff: string }> };
    };
    const steadyIds = listing.events
      .filter((event) => Date.parse(event.kickoff) - Date.parse(listing.now) > 3_600_000)
      .map((event) => event.id);
    expect(steadyIds.length).toBeGreaterThanOrEqual(3);
    const frame = page.locator('iframe.zar-game-frame');
    const book = page.frameLocator('iframe.zar-game-frame');
    const events = book.locator('article.event');
    await expect(events.first()).toBeVisible();

    // The page scrolls, never a page inside the frame: the frame is as tall as the book.
    await expect
      .poll(async () => {
        const outer = await frame.evaluate((element) => element.getBoundingClientRect().height);
        const inner = await book
          .locator('html')
          .evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        return outer > 1000 && inner <= 1;
      })
      .toBe(true);

    // Three picks from three matches.
    const legs: Array<{ matchId: string; odds: number }> = [];
    for (let index = 0; index < 3; index += 1) {
      const event = book.locator(`article.event[data-id="${steadyIds[index]}"]`);
      const odds = event.locator('button.odds:not([disabled])').first();
      legs.push({
        matchId: (await event.getAttribute('data-id')) ?? '',
        odds: Number(await odds.locator('.odds__price').textContent()),
      });
      await odds.click();
    }
    await expect(book.locator('#slip-count')).toHaveText('3');
    await openSlip(page, book, isMobile, 3);
    await book.getByLabel('Bahis tutarı (₺)').fill('15');

    // One arithmetic: the total odds cut once, the potential win = stake × total odds.
    const expected = slipTotals(
      legs.map((leg) => Math.round(leg.odds * 100)),
      1500,
    );
    const total = book.locator('#total-odds');
    await expect(total).toHaveText((expected.oddsX100 / 100).toFixed(2));
    await expect(book.locator('#potential')).toHaveText(money(expected.potentialKurus / 100, 'tr'));
    await expectSeenOnPage(page, book.locator('#potential'));
    if (!isMobile) {
      // The desktop slip stays in sight as the page scrolls down the matches.
      await page.mouse.wheel(0, 3000);
      await expectSeenOnPage(page, book.getByRole('heading', { name: /^Kupon/ }));
      await page.mouse.wheel(0, -3000);
    }

    // The book moves the first pick's odds: the slip shows old → new and asks before taking them.
    const first = legs[0] as { matchId: string; odds: number };
    const moved = Math.round((first.odds + 0.15) * 100) / 100;
    await moveOdds(
      page,
      { matchId: first.matchId, market: 'result', pick: 'home', odds: moved },
      'Oranlar değişti; kuponunuzu yeni oranlarla onaylayın.',
    );
    await book.getByRole('button', { name: 'Bahis Yap' }).click();
    const change = book.getByText('Oranlar değişti. Yeni oranları kabul edin veya seçimi çıkarın.');
    await expectSeenOnPage(page, change);
    await expect(book.locator('.slip__item--changed del')).toHaveText(first.odds.toFixed(2));
    await expect(book.locator('.slip__item--changed ins')).toHaveText(moved.toFixed(2));
    const accept = book.getByRole('button', { name: 'Yeni oranları kabul et' });
    await expectSeenOnPage(page, accept);
    await expect(book.getByRole('button', { name: 'Bahis Yap' })).toBeHidden();
    await page.screenshot({ path: `${shots}/odds-changed-${testInfo.project.name}.png` });
    await accept.click();
    const accepted = slipTotals(
      [moved, ...legs.slice(1).map((leg) => leg.odds)].map((odds) => Math.round(odds * 100)),
      1500,
    );
    await expect(total).toHaveText((accepted.oddsX100 / 100).toFixed(2));
    await page.unrouteAll({ behavior: 'wait' });

    // The moved pick was a test's: remove it, and place the other two at the book's odds.
    await book.locator('.slip__item').first().getByRole('button').click();
    await expect(book.locator('#slip-count')).toHaveText('2');
    const placed = slipTotals(
      legs.slice(1).map((leg) => Math.round(leg.odds * 100)),
      1500,
    );
    await expect(total).toHaveText((placed.oddsX100 / 100).toFixed(2));
    await book.getByRole('button', { name: 'Bahis Yap' }).click();
    await expectSeenOnPage(page, book.getByText('Bahsiniz alındı.'));

    // Bahislerim: each pick, the stake, total odds and potential win, the time and the slip id.
    const bet = book.locator('.bets__item').first();
    await bet.scrollIntoViewIfNeeded();
    await expect(bet.locator('.bets__picks li')).toHaveCount(2);
    await expect(bet.locator('.bets__picks li').first()).toContainText('Maç Sonucu: 1 @');
    await expect(bet).toContainText(
      `Toplam oran: ${(placed.oddsX100 / 100).toFixed(2)} · Olası kazanç: ${money(placed.potentialKurus / 100, 'tr')}`,
    );
    await expect(bet).toContainText('Tutar: ₺15,00');
    await expect(bet.locator('.bets__id')).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(bet.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expectSeenOnPage(page, bet.locator('.bets__id'));
    await page.screenshot({ path: `${shots}/my-bets-${testInfo.project.name}.png` });
    if (isMobile) {
      await book.getByRole('button', { name: 'Kuponu kapat' }).click();
      await expectSeenOnPage(page, book.locator('#slip-toggle'));
    }
  });

  test('in English the slip asks before new odds and writes ₺ as the site does; tennis shows sets', async ({
    page,
    context,
    request,
    isMobile,
  }, testInfo) => {
    await context.addInitScript(() => localStorage.setItem('zar.language', 'en'));
    await signedInPlayer(request, context);
    await page.goto('/livespor');
    const book = page.frameLocator('iframe.zar-game-frame');
    const events = book.locator('article.event');
    await expect(events.first()).toBeVisible();
    // Live tennis counts sets and e-sports maps, never a football minute.
    for (const time of await book.locator('.event__time--live').allTextContents()) {
      expect(time).toMatch(/^(\d+'|Q\d · \d+'|Set \d|Map \d) · \d+ - \d+$/);
    }
    // A match still open: one nearly decided (its home odds at 1.01) may close its market while
    // this runs, and the slip then rightly says so instead of asking about new odds.
    const open = events.filter({ has: book.locator('button.odds:not([disabled])') });
    const homePrices = await open.evaluateAll((rows) =>
      rows.map((row) =>
        Number(row.querySelector('button.odds:not([disabled]) .odds__price')?.textContent),
      ),
    );
    const event = open.nth(
      Math.max(
        0,
        homePrices.findIndex((price) => price >= 1.3),
      ),
    );
    const odds = event.locator('button.odds:not([disabled])').first();
    const matchId = (await event.getAttribute('data-id')) ?? '';
    const price = Number(await odds.locator('.odds__price').textContent());
    const pick = 'home';
    await odds.click();
    await openSlip(page, book, isMobile, 1);
    await book.getByLabel('Stake (₺)').fill('1250');
    const totals = slipTotals([Math.round(price * 100)], 125_000);
    await expect(book.locator('#potential')).toHaveText(money(totals.potentialKurus / 100, 'en'));
    await expect(book.locator('#potential')).toHaveText(/^₺[\d,]+\.\d{2}$/);

    await moveOdds(
      page,
      { matchId, market: 'result', pick, odds: Math.round((price + 0.2) * 100) / 100 },
      'The odds have changed; confirm your slip at the new odds.',
    );
    await book.getByRole('button', { name: 'Place bet' }).click();
    await expectSeenOnPage(
      page,
      book.getByText('The odds have changed. Accept the new odds or remove the pick.'),
    );
    await expectSeenOnPage(page, book.getByRole('button', { name: 'Accept new odds' }));
    await page.screenshot({ path: `${shots}/odds-changed-en-${testInfo.project.name}.png` });
    await page.unrouteAll({ behavior: 'wait' });

    // The live list refreshes every 5 s and the pick is closed, not priced, when the score decides
    // its market (desktop) or the match ends and leaves the live list (phone; a live match of
    // the demo book can also end on its own during this test on a loaded machine).
    await page.route('**/api/sportsbook/demo/api/events', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      if (isMobile) {
        json.data.events = json.data.events.filter((each: { id: string }) => each.id !== matchId);
      }
      for (const each of json.data.events) {
        if (each.id !== matchId) continue;
        each.markets = each.markets.map((market: { kind: string }) =>
          market.kind === 'result' ? { ...market, closed: true, selections: [] } : market,
        );
      }
      await route.fulfill({ response, json });
    });
    await expectSeenOnPage(
      page,
      book.getByText('This market has closed; remove the pick from your slip.'),
    );
    await expect(book.locator('.slip__item--closed .slip__odds')).toHaveText('Closed');
    await expect(book.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
