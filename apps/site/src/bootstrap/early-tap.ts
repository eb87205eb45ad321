import { earlyTapGlobal } from '@zar/api-client';

/** What a server-rendered page's early-tap script (`earlyTapScript`, in its `<head>`) holds. */
export interface EarlyTaps {
  tapped?: boolean;
  go?: () => void;
  click?: Element | null;
  stop(): void;
}

function earlyTaps(): EarlyTaps | undefined {
  return (window as unknown as Record<string, EarlyTaps | undefined>)[earlyTapGlobal];
}

/**
 * Ends the early-tap script's listening: called as the site hands the page to React, whose own
 * listeners answer every later click (a click held after this would be answered twice).
 */
export function stopEarlyTaps(): void {
  earlyTaps()?.stop();
}

/** The button in the page now that stands where `held` stood: same kind, class and name, shown. */
function counterpart(held: Element): HTMLElement | undefined {
  if (held.isConnected) return held instanceof HTMLElement ? held : undefined;
  const name = (element: Element) =>
    `${element.tagName}|${element.className}|${element.getAttribute('aria-label') ?? element.textContent}`;
  const wanted = name(held);
  return Array.from(document.querySelectorAll<HTMLElement>(`#root ${held.tagName}`)).find(
    (element) => name(element) === wanted && element.getClientRects().length > 0,
  );
}

/**
 * Replays, once, the button click the early-tap script held before the site started: called once
 * React has taken the page over (its handlers are attached). When React rendered the page anew
 * instead of hydrating it (a hydration mismatch, or another language), the held button is gone:
 * the shown button of the same kind, class and name gets the click.
 */
export function replayEarlyTap(): void {
  const taps = earlyTaps();
  const held = taps?.click;
  if (!taps || !held) return;
  taps.click = null;
  counterpart(held)?.click();
}
